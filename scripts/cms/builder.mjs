// The builds of `npm run cms`: one for the live site, one for the preview of the newest draft. Each runs one at
// a time in its own process group; a change during a build restarts it, as only the newest content counts.
import { spawn } from 'node:child_process';

/** The lines of a failed build's output an owner can act on: the content checks' own messages first. */
export function buildProblem(output) {
  const lines = output.split('\n').map((line) => line.trim());
  const content = lines.filter((line) => /^content\/data\/\S+\.json: /.test(line) || /^media: /.test(line));
  if (content.length) return [...new Set(content)].join('\n');
  return lines.filter(Boolean).slice(-12).join('\n');
}

/**
 * `npm run build` in `cwd`. `prepare` runs just before each start (the preview checks out its draft there);
 * `onReady` after a build that succeeded. `status` says where it stands, for the editor to show.
 */
export function createBuilder({ cwd = process.cwd(), env, prepare = () => {}, onReady, log }) {
  let child = null;
  let restart = false;
  let cancelled = false;
  const status = { state: 'idle', problem: '', finishedAt: 0 };

  function stop() {
    try {
      process.kill(process.platform === 'win32' ? child.pid : -child.pid);
    } catch {
      // Already finished.
    }
  }

  function run() {
    if (child) {
      restart = true;
      stop();
      return;
    }
    try {
      prepare();
    } catch (error) {
      Object.assign(status, { state: 'failed', problem: String(error.message), finishedAt: Date.now() });
      log(`could not start the build: ${error.message}`);
      return;
    }
    status.state = 'building';
    let output = '';
    child = spawn('npm', ['run', 'build', '--silent'], {
      cwd,
      env,
      stdio: ['ignore', 'pipe', 'pipe'],
      shell: process.platform === 'win32',
      detached: process.platform !== 'win32',
    });
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output = (output + chunk).slice(-20_000);
        process.stdout.write(chunk);
      });
    }
    child.on('exit', (code) => {
      child = null;
      if (cancelled) {
        cancelled = false;
        restart = false;
        Object.assign(status, { state: 'idle', problem: '' });
        return;
      }
      if (restart) {
        restart = false;
        run();
        return;
      }
      status.finishedAt = Date.now();
      if (code === 0) {
        Object.assign(status, { state: 'ready', problem: '' });
        onReady();
      } else {
        Object.assign(status, { state: 'failed', problem: buildProblem(output) });
      }
    });
  }

  /** Stops a build whose result nobody needs any more (its draft was published or deleted). */
  function cancel() {
    if (!child) return;
    cancelled = true;
    stop();
  }

  return { run, cancel, stop: () => child && stop(), status };
}
