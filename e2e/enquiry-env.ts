/**
 * Where the e2e run's site, local inbox and Cloudflare's own runtime (wrangler pages dev, serving the same
 * out/) listen: scripts/test-ports.mjs. `npm run build:test` bakes the inbox origin into the site; a run on
 * other ports (E2E_PORT, E2E_INBOX_PORT) needs a build made with the same variables.
 */
import {
  TEST_HOST_ORIGIN,
  TEST_INBOX_ORIGIN,
  TEST_PLAIN_EDITOR_ORIGIN,
  TEST_PLAIN_ORIGIN,
  TEST_PORTS,
} from '../scripts/test-ports.mjs';

export const PORT = TEST_PORTS.site;
export const INBOX_PORT = TEST_PORTS.inbox;
export const INBOX_ORIGIN = TEST_INBOX_ORIGIN;
export const HOST_PORT = TEST_PORTS.host;
export const HOST_ORIGIN = TEST_HOST_ORIGIN;
export const PLAIN_ORIGIN = TEST_PLAIN_ORIGIN;
export const PLAIN_EDITOR_ORIGIN = TEST_PLAIN_EDITOR_ORIGIN;
