import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createEnquirySender, RATE_LIMIT, type EmailJsConfig } from './send-enquiry';

const config: EmailJsConfig = {
  publicKey: 'pk',
  serviceId: 'svc',
  templateId: 'tpl',
  origin: 'http://127.0.0.1:4174',
};
const params = { firstName: 'Anjali', phone: '9876543210' };

function memoryStorage() {
  const map = new Map<string, string>();
  return {
    map,
    get: async (key: string) => map.get(key),
    set: async (key: string, value: string) => void map.set(key, value),
    remove: async (key: string) => void map.delete(key),
  };
}

let fetchMock: ReturnType<typeof vi.fn>;

beforeEach(() => {
  fetchMock = vi.fn(async () => new Response('OK', { status: 200 }));
  vi.stubGlobal('fetch', fetchMock);
  vi.stubGlobal('navigator', { webdriver: false, languages: ['en-IN'] });
  vi.stubGlobal('location', { pathname: '/' });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.useRealTimers();
});

describe('sendEnquiry', () => {
  it('posts the SDK body to the configured origin', async () => {
    const send = createEnquirySender(config, { storage: memoryStorage() });
    expect(await send(params)).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    const [url, init] = fetchMock.mock.calls[0] as [string, RequestInit];
    expect(url).toBe('http://127.0.0.1:4174/api/v1.0/email/send');
    expect(JSON.parse(String(init.body))).toEqual({
      lib_version: '4.4.1',
      user_id: 'pk',
      service_id: 'svc',
      template_id: 'tpl',
      template_params: params,
    });
  });

  it('refuses a second send within 10 s without a request (local 429), then allows one after', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    const storage = memoryStorage();
    const send = createEnquirySender(config, { storage });
    expect(await send(params)).toEqual({ ok: true });
    expect(storage.map.get(RATE_LIMIT.id)).toBeDefined();
    const next = { ...params, reference: 'a second enquiry' };
    expect(await send(next)).toMatchObject({
      ok: false,
      reason: 'rate-limited',
      detail: '429 Too Many Requests',
    });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    vi.setSystemTime(Date.now() + RATE_LIMIT.throttle + 1);
    expect(await send(next)).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('blocks a headless browser (451) before any request', async () => {
    vi.stubGlobal('navigator', { webdriver: true, languages: ['en'] });
    const send = createEnquirySender(config, { storage: memoryStorage() });
    expect(await send(params)).toMatchObject({
      ok: false,
      reason: 'headless',
      detail: '451 Unavailable For Headless Browser',
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('treats a browser without languages as headless', async () => {
    vi.stubGlobal('navigator', { webdriver: false, languages: [] });
    const send = createEnquirySender(config, { storage: memoryStorage() });
    expect(await send(params)).toMatchObject({ ok: false, reason: 'headless' });
  });

  it('reports a server error and clears the stamp so a retry can go out', async () => {
    fetchMock.mockResolvedValueOnce(new Response('Internal error', { status: 500 }));
    const storage = memoryStorage();
    const send = createEnquirySender(config, { storage });
    expect(await send(params)).toMatchObject({ ok: false, reason: 'rejected', detail: '500 Internal error' });
    expect(storage.map.has(RATE_LIMIT.id)).toBe(false);
    expect(await send(params)).toEqual({ ok: true });
  });

  it('keeps the stamp after a 4xx rejection', async () => {
    fetchMock.mockResolvedValueOnce(new Response('The Public Key is invalid', { status: 400 }));
    const storage = memoryStorage();
    const send = createEnquirySender(config, { storage });
    expect(await send(params)).toMatchObject({
      ok: false,
      reason: 'rejected',
      detail: '400 The Public Key is invalid',
    });
    expect(storage.map.has(RATE_LIMIT.id)).toBe(true);
  });

  it('reports a network failure (a TypeError, not a response) and clears the stamp', async () => {
    fetchMock.mockRejectedValueOnce(new TypeError('Failed to fetch'));
    const storage = memoryStorage();
    const send = createEnquirySender(config, { storage });
    expect(await send(params)).toEqual({ ok: false, reason: 'network', detail: 'Failed to fetch' });
    expect(storage.map.has(RATE_LIMIT.id)).toBe(false);
    expect(await send(params)).toEqual({ ok: true });
  });

  it('gives up waiting on a send that hangs', async () => {
    fetchMock.mockImplementationOnce(() => new Promise(() => {}));
    const send = createEnquirySender(config, { storage: memoryStorage(), timeoutMs: 50 });
    expect(await send(params)).toMatchObject({ ok: false, reason: 'timeout' });
  });

  it('never has two requests in flight: a retry waits for the timed-out one, which may still arrive', async () => {
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const send = createEnquirySender(config, { storage: memoryStorage(), timeoutMs: 50 });
    expect(await send(params)).toMatchObject({ ok: false, reason: 'timeout' });
    const retry = send(params);
    const atOnce = send(params);
    answer(new Response('OK', { status: 200 }));
    expect(await retry).toEqual({ ok: true });
    expect(await atOnce).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('does not send again an enquiry that arrived after its timeout', async () => {
    vi.useFakeTimers({ toFake: ['Date'] });
    let answer: (response: Response) => void = () => {};
    fetchMock.mockImplementationOnce(() => new Promise<Response>((resolve) => (answer = resolve)));
    const send = createEnquirySender(config, { storage: memoryStorage(), timeoutMs: 50 });
    expect(await send(params)).toMatchObject({ ok: false, reason: 'timeout' });
    answer(new Response('OK', { status: 200 }));
    await new Promise((resolve) => setTimeout(resolve, 0));
    vi.setSystemTime(Date.now() + RATE_LIMIT.throttle + 1);
    expect(await send(params)).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(await send({ ...params, reference: 'another enquiry' })).toEqual({ ok: true });
    expect(fetchMock).toHaveBeenCalledTimes(2);
  });

  it('after a timeout tells whether the request still under way arrives in the end', async () => {
    const answers: Array<(response: Response) => void> = [];
    fetchMock.mockImplementation(() => new Promise<Response>((resolve) => answers.push(resolve)));
    const send = createEnquirySender(config, { storage: memoryStorage(), timeoutMs: 50 });
    const arriving = await send(params);
    answers.shift()?.(new Response('OK', { status: 200 }));
    expect(arriving.ok === false && (await arriving.late)).toBe(true);

    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(Date.now() + RATE_LIMIT.throttle + 1);
    const lost = await send({ ...params, reference: 'another enquiry' });
    answers.shift()?.(new Response('Bad Gateway', { status: 502 }));
    expect(lost.ok === false && (await lost.late)).toBe(false);
  });

  it('turns the SDK thrown strings (missing ids) into a failure', async () => {
    const send = createEnquirySender({ ...config, serviceId: '' }, { storage: memoryStorage() });
    expect(await send(params)).toMatchObject({
      ok: false,
      reason: 'config',
      detail: expect.stringContaining('service ID is required'),
    });
    const noKey = createEnquirySender({ ...config, publicKey: '' }, { storage: memoryStorage() });
    expect(await noKey(params)).toMatchObject({
      ok: false,
      reason: 'config',
      detail: expect.stringContaining('public key is required'),
    });
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
