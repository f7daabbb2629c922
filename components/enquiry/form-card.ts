/** The white card the enquiry form sits on; its placeholder and its load failure use the same one. */
export const formCardClass =
  'rounded-3xl bg-white p-5 shadow-xl ring-1 shadow-forest/5 ring-forest/10 sm:p-8';
