/**
 * A sharing card's address and type. JPEG: a card is a photograph under a few words, and link previews
 * (WhatsApp's among them) skip a large image. A card as JPEG is a sixth to a tenth of its PNG.
 */
export const CARD_TYPE = 'image/jpeg';

/** The English card named `name`: "/og/home.jpg"; each other language's is under its prefix. */
export const cardPath = (name: string) => `/og/${name}.jpg`;
