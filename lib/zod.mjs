// zod for code that also runs in the browser. Jitless: zod's compiled fast path starts by probing
// `new Function("")`, which the site's Content-Security-Policy forbids (and reports as a violation).
// It must be configured before any schema is made, so schema modules import z from here.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
