// Runs npm scripts side by side, for suites that wait more than they compute (`npm test` runs the
// cross-engine smoke tests, which mostly wait on the browsers, beside the editor's test, which mostly builds):
//   node scripts/run-all.mjs test:cross test:cms
// Each argument is a lane, run at the same time as the others; a lane of several scripts (joined by commas)
// runs them one after another and stops at the first that fails. Each line of output carries its script's
// name; the run fails if any script fails, and ends with each script's result and time.
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';

const lanes = process.argv.slice(2).map((lane) => lane.split(',').filter(Boolean));
if (!lanes.length || lanes.some((lane) => !lane.length)) {
  console.error('usage: node scripts/run-all.mjs <script>[,<script>…] …');
  process.exit(2);
}

const width = Math.max(...lanes.flat().map((name) => name.length));
const results = [];

function run(name) {
  const started = Date.now();
  return new Promise((resolve) => {
    const child = spawn('npm', ['run', '--silent', name], {
      stdio: ['ignore', 'pipe', 'pipe'],
      env: { ...process.env, FORCE_COLOR: process.env.FORCE_COLOR ?? '0' },
    });
    const prefix = `[${name.padEnd(width)}]`;
    for (const stream of [child.stdout, child.stderr]) {
      createInterface({ input: stream }).on('line', (line) => console.log(`${prefix} ${line}`));
    }
    child.on('close', (code, signal) => {
      const seconds = Math.round((Date.now() - started) / 1000);
      results.push({ name, ok: code === 0, seconds, how: signal ? `stopped by ${signal}` : `exit ${code}` });
      resolve(code === 0);
    });
  });
}

async function runLane(lane) {
  for (const name of lane) if (!(await run(name))) return false;
  return true;
}

const passed = (await Promise.all(lanes.map(runLane))).every(Boolean);
console.log('');
for (const { name, ok, seconds, how } of results)
  console.log(`${ok ? 'passed' : 'FAILED'}  ${name.padEnd(width)}  ${seconds} s${ok ? '' : ` (${how})`}`);
process.exit(passed ? 0 : 1);
