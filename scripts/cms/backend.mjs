// decap-server, Decap's local backend, in git mode: a save is a draft on a branch cms/<collection>/<entry> of
// this repository, and "Publish" merges it into the current branch. The editor reaches it through the
// editor's own address (backendProxy), so the editor needs no other origin.
import { spawn } from 'node:child_process';
import { request } from 'node:http';
import { createServer } from 'node:net';
import { listenOrExit } from '../listen.mjs';
import { committerEnv } from './git.mjs';

/** Starts decap-server on `port` of 127.0.0.1; a taken port, or decap-server stopping, ends the process. */
export async function startBackend(port) {
  // decap-server reports a taken port with a stack trace: its port is tried here first, for one clear line.
  const probe = await listenOrExit(createServer(), {
    port,
    host: '127.0.0.1',
    hint: 'set CMS_BACKEND_PORT to another port for decap-server',
  });
  await new Promise((done) => probe.close(done));

  const backend = spawn(process.execPath, ['node_modules/decap-server/dist/index.js'], {
    env: {
      ...process.env,
      ...committerEnv(),
      MODE: 'git',
      PORT: String(port),
      BIND_HOST: '127.0.0.1',
      GIT_REPO_DIRECTORY: process.cwd(),
    },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  backend.on('exit', (code) => {
    console.error(`  cms: decap-server stopped (exit ${code}); is port ${port} free? Set CMS_BACKEND_PORT.`);
    process.exit(1);
  });
  return {
    stop() {
      backend.removeAllListeners('exit');
      backend.kill();
    },
  };
}

/**
 * Passes a request on to decap-server on `port`, each on a connection of its own (agent: false): a
 * kept-alive socket that decap-server closes after its idle timeout, reused by the next save at that moment,
 * would lose the save with a reset.
 */
export const backendProxy = (port, log) => (req, res) => {
  const upstream = request(
    {
      host: '127.0.0.1',
      port,
      path: req.url,
      method: req.method,
      headers: { ...req.headers, connection: 'close' },
      agent: false,
    },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', (error) => {
    log(`decap-server did not answer ${req.method} ${req.url}: ${error.message}`);
    if (res.headersSent) res.destroy();
    else res.writeHead(502).end('decap-server is not answering');
  });
  req.pipe(upstream);
};
