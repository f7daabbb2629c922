// Where the test run's servers listen: the site (`npm start`'s server), the local inbox the test build sends
// to, Cloudflare Pages' runtime serving the same out/, and the editor's test. E2E_PORT, E2E_INBOX_PORT,
// E2E_HOST_PORT and CMS_E2E_PORT move them; the build must then be made for the same inbox
// (`check-env.mjs --test-inbox` reads it from here).
const port = (variable, fallback) => Number(process.env[variable] || fallback);

export const TEST_PORTS = {
  site: port('E2E_PORT', 4173),
  inbox: port('E2E_INBOX_PORT', 4174),
  host: port('E2E_HOST_PORT', 4175),
  /** A plain file server that sends no headers of its own, as a host that reads no _headers. */
  plain: port('E2E_PLAIN_PORT', 4176),
  /** The editor and its site; decap-server and the preview listen on the next two. */
  cms: port('CMS_E2E_PORT', 4310),
};

export const TEST_SITE_ORIGIN = `http://127.0.0.1:${TEST_PORTS.site}`;
/** The local inbox the test build sends enquiries to. */
export const TEST_INBOX_ORIGIN = `http://127.0.0.1:${TEST_PORTS.inbox}`;
export const TEST_HOST_ORIGIN = `http://127.0.0.1:${TEST_PORTS.host}`;
export const TEST_PLAIN_ORIGIN = `http://127.0.0.1:${TEST_PORTS.plain}`;
/** The plain server at an address that is not localhost, as the live editor's is (Decap edits locally there). */
export const TEST_PLAIN_EDITOR_ORIGIN = `http://[::1]:${TEST_PORTS.plain}`;
