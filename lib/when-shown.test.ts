import { afterEach, describe, expect, it, vi } from 'vitest';
import { onceShown, shown } from './when-shown';

/** A document as the browser gives a page: prerendering until activated, when `prerenderingchange` fires. */
function fakeDocument(prerendering: boolean) {
  const document = Object.assign(new EventTarget(), { prerendering });
  vi.stubGlobal('document', document);
  return {
    activate() {
      document.prerendering = false;
      document.dispatchEvent(new Event('prerenderingchange'));
    },
  };
}

afterEach(() => vi.unstubAllGlobals());

describe('onceShown', () => {
  it('calls at once on a page that is not prerendered', () => {
    fakeDocument(false);
    const callback = vi.fn();
    onceShown(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('waits for activation on a prerendered page, then calls once', () => {
    const page = fakeDocument(true);
    const callback = vi.fn();
    onceShown(callback);
    expect(callback).not.toHaveBeenCalled();
    page.activate();
    page.activate();
    expect(callback).toHaveBeenCalledTimes(1);
  });

  it('never calls once cancelled', () => {
    const page = fakeDocument(true);
    const callback = vi.fn();
    onceShown(callback)();
    page.activate();
    expect(callback).not.toHaveBeenCalled();
  });

  it('treats a browser without prerendering as showing the page', () => {
    vi.stubGlobal('document', new EventTarget());
    const callback = vi.fn();
    onceShown(callback);
    expect(callback).toHaveBeenCalledTimes(1);
  });
});

describe('shown', () => {
  it('resolves only after activation on a prerendered page', async () => {
    const page = fakeDocument(true);
    let resolved = false;
    const done = shown().then(() => (resolved = true));
    await Promise.resolve();
    expect(resolved).toBe(false);
    page.activate();
    await done;
    expect(resolved).toBe(true);
  });
});
