import { z } from 'zod';

const copy = z.string().trim().min(1);

/** The words of the box that shows an enquiry kept on the phone: its titles and its buttons. */
export const outboxWordsSchema = z.object({
  waiting: copy.describe('Title while it waits for a connection'),
  sending: copy.describe('Shown while it is being sent'),
  sent: copy.describe('Title once it has gone'),
  whatsapp: copy.describe('Title once handed to WhatsApp'),
  cancelled: copy.describe('Title once cancelled'),
  stale: copy.describe('Title once older than the days it is sent by itself'),
  refused: copy.describe('Title when the e-mail service refused it'),
  holds: copy.describe('Opens what the enquiry holds, as kept on the phone'),
  cancel: copy.describe('The button that deletes a waiting enquiry from the phone'),
  remove: copy.describe('The button that deletes a refused enquiry from the phone'),
  sendNow: copy.describe('The button that sends an old enquiry after all'),
  toWhatsapp: copy.describe('The link that hands it to WhatsApp'),
  newTab: copy.describe('Read out after that link'),
  ok: copy.describe('The button that closes a message'),
});

export type OutboxWords = z.infer<typeof outboxWordsSchema>;
