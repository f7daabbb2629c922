/**
 * Where the e2e run's site and local inbox listen. `npm run build:test` bakes the default inbox origin into
 * the site; a run on other ports (E2E_PORT, E2E_INBOX_PORT) needs a build made for that inbox origin.
 */
export const PORT = Number(process.env.E2E_PORT ?? 4173);
export const INBOX_PORT = Number(process.env.E2E_INBOX_PORT ?? 4174);
export const INBOX_ORIGIN = `http://127.0.0.1:${INBOX_PORT}`;
/** Where Cloudflare's own runtime (wrangler pages dev) serves the same out/ during the e2e run. */
export const HOST_PORT = Number(process.env.E2E_HOST_PORT ?? 4175);
export const HOST_ORIGIN = `http://127.0.0.1:${HOST_PORT}`;
/** Where a plain file server, sending no headers of its own, serves the same out/ during the e2e run. */
export const PLAIN_PORT = Number(process.env.E2E_PLAIN_PORT ?? 4176);
export const PLAIN_ORIGIN = `http://127.0.0.1:${PLAIN_PORT}`;
/** The same server at an address that is not localhost, as the live editor's is (Decap's local editing is not). */
export const PLAIN_EDITOR_ORIGIN = `http://[::1]:${PLAIN_PORT}`;
