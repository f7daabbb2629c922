/** The white card the enquiry form sits on; its placeholder and its load failure use the same one. */
export const formCardClass = 'form-card';
