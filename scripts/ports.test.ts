import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer, type AddressInfo, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

const SCRIPTS = import.meta.dirname;
let busy: Server;
let busyPort: number;
let cwd: string;

/** Runs a script to its end; its own output (stdout and stderr together) and exit code. */
function run(script: string, args: string[], env: Record<string, string>) {
  return new Promise<{ code: number | null; output: string }>((resolve) => {
    const child = spawn(process.execPath, [join(SCRIPTS, script), ...args], {
      cwd,
      env: { ...process.env, ...env },
    });
    let output = '';
    child.stdout.on('data', (chunk) => (output += chunk));
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('close', (code) => resolve({ code, output }));
  });
}

beforeAll(async () => {
  // An empty directory: no sources and no .env files, so nothing there is built or configured.
  cwd = await mkdtemp(join(tmpdir(), 'ports-test-'));
  busy = createServer();
  await new Promise<void>((resolve) => busy.listen(0, 'localhost', resolve));
  busyPort = (busy.address() as AddressInfo).port;
});
afterAll(async () => {
  await new Promise((resolve) => busy.close(resolve));
  await rm(cwd, { recursive: true, force: true });
});

describe('a busy port ends the servers with one line naming the setting', () => {
  it('npm start, with PORT taken', async () => {
    const { code, output } = await run('start.mjs', [], {
      PORT: String(busyPort),
      INBOX_PORT: '0',
      INBOX_FILE: join(cwd, 'inbox.jsonl'),
      ENQUIRY_INBOX: 'local',
    });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      `Port ${busyPort} is in use: set PORT to another port (PORT=${busyPort + 5} npm start).`,
    );
  });

  it('npm start, with INBOX_PORT taken', async () => {
    const { code, output } = await run('start.mjs', [], {
      PORT: '0',
      INBOX_PORT: String(busyPort),
      INBOX_FILE: join(cwd, 'inbox.jsonl'),
      ENQUIRY_INBOX: 'local',
    });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      `Port ${busyPort} is in use: set INBOX_PORT to another port (INBOX_PORT=${busyPort + 5} npm start).`,
    );
  });

  it('npm start, with PORT not a number', async () => {
    const { code, output } = await run('start.mjs', [], { PORT: 'eighty', ENQUIRY_INBOX: 'local' });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      'Port "eighty" is not a port number: set PORT to another port (PORT=3005 npm start).',
    );
  });

  it.each([
    ['PORT', { PORT: 'busy', INBOX_PORT: '0' }],
    ['INBOX_PORT', { PORT: '0', INBOX_PORT: 'busy' }],
  ])('npm run dev, with %s taken', async (name, ports) => {
    const env = Object.fromEntries(
      Object.entries(ports).map(([key, value]) => [key, value === 'busy' ? String(busyPort) : value]),
    );
    const { code, output } = await run('dev.mjs', [], {
      ...env,
      INBOX_FILE: join(cwd, 'inbox.jsonl'),
      ENQUIRY_INBOX: 'local',
    });
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      `Port ${busyPort} is in use: set ${name} to another port (${name}=${busyPort + 5} npm run dev).`,
    );
  });

  it('scripts/serve.mjs', async () => {
    const { code, output } = await run('serve.mjs', ['--port', String(busyPort)], {});
    expect(code).toBe(1);
    expect(output.trim()).toBe(
      `Port ${busyPort} is in use: set --port to another port (npm run serve -- --port 3005).`,
    );
  });

  it('scripts/inbox.mjs', async () => {
    const { code, output } = await run(
      'inbox.mjs',
      ['--port', String(busyPort), '--file', join(cwd, 'i.jsonl')],
      {},
    );
    expect(code).toBe(1);
    expect(output.trim()).toMatch(
      new RegExp(`^Port ${busyPort} is in use: set INBOX_PORT or --port [^\\n]+\\.$`),
    );
  });
});

describe('a mistyped option ends the scripts with one line saying what they accept', () => {
  it.each([
    ['start.mjs', 'npm start'],
    ['dev.mjs', 'npm run dev'],
    ['serve.mjs', 'npm run serve'],
    ['inbox.mjs', 'npm run inbox'],
    ['cms.mjs', 'npm run cms'],
    ['bench.mjs', 'npm run bench'],
  ])('%s', async (script, command) => {
    const { code, output } = await run(script, ['--prot', '3005'], {});
    expect(code).toBe(2);
    expect(output.trim().split('\n')).toHaveLength(1);
    expect(output).toContain("Unknown option '--prot'");
    expect(output).toContain(`Usage: ${command}`);
    expect(output).not.toMatch(/\bat .+:\d+:\d+/); // no stack frame
  });

  it('an option without its value', async () => {
    const { code, output } = await run('serve.mjs', ['--port'], {});
    expect(code).toBe(2);
    expect(output.trim()).toBe(
      "Option '--port <value>' argument missing. Usage: npm run serve -- [--port 3000] [--host localhost] [--root out]",
    );
  });
});
