// Command-line options for the scripts a person runs: a mistyped option ends the process with exit code 2
// and one line saying what the script accepts, never with a stack trace.
import { parseArgs } from 'node:util';

/**
 * @param {string} usage completes "Usage: …", e.g. "npm run serve -- [--port 3000] [--host localhost]".
 * @param {import('node:util').ParseArgsConfig['options']} options
 * @param {string[]} [args] defaults to the process's own arguments
 */
export function optionsOrExit(usage, options = {}, args = process.argv.slice(2)) {
  try {
    return parseArgs({ args, options }).values;
  } catch (error) {
    // parseArgs explains the mistake in its message ("Unknown option '--prot'…", "Option '--port <value>'
    // argument missing"); its first sentence is enough.
    console.error(`${String(error.message).split('. ')[0].replace(/\.$/, '')}. Usage: ${usage}`);
    process.exit(2);
  }
}
