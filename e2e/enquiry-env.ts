/** Where the e2e run's local inbox listens; `npm run build:test` bakes the same origin into the site. */
export const INBOX_PORT = 4174;
export const INBOX_ORIGIN = `http://127.0.0.1:${INBOX_PORT}`;
