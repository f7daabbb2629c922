import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { clearDraft, DRAFT_FIELD_LIMIT, DRAFT_KEY, loadDraft, saveDraft } from './draft-storage';
import { emptyEnquiry } from './enquiry-schema';

function fakeStorage() {
  const map = new Map<string, string>();
  return {
    map,
    getItem: (key: string) => map.get(key) ?? null,
    setItem: (key: string, value: string) => void map.set(key, value),
    removeItem: (key: string) => void map.delete(key),
  };
}

let storage: ReturnType<typeof fakeStorage>;
const empty = emptyEnquiry('05/12/2026');

beforeEach(() => {
  storage = fakeStorage();
  vi.stubGlobal('window', { sessionStorage: storage });
});
afterEach(() => vi.unstubAllGlobals());

describe('draft storage', () => {
  it('keeps what was typed, never the honeypot, and restores it', () => {
    const typed = {
      ...empty,
      firstName: 'Anjali',
      phone: '98765',
      trap: 'bot',
      trips: { ...empty.trips, natureEducation: true },
    };
    saveDraft(typed, empty);
    expect(JSON.parse(storage.map.get(DRAFT_KEY) ?? '{}')).not.toHaveProperty('trap');
    expect(loadDraft()).toEqual({ ...typed, trap: undefined });
  });

  it('does not keep an untouched form, and drops a draft once the form is empty again', () => {
    saveDraft(empty, empty);
    expect(storage.map.has(DRAFT_KEY)).toBe(false);
    saveDraft({ ...empty, email: 'a@b.co' }, empty);
    expect(storage.map.has(DRAFT_KEY)).toBe(true);
    saveDraft(empty, empty);
    expect(storage.map.has(DRAFT_KEY)).toBe(false);
  });

  it('ignores a damaged or foreign draft', () => {
    storage.map.set(DRAFT_KEY, '{not json');
    expect(loadDraft()).toBeNull();
    storage.map.set(DRAFT_KEY, JSON.stringify({ firstName: 42 }));
    expect(loadDraft()).toBeNull();
  });

  it('clears', () => {
    saveDraft({ ...empty, firstName: 'Ravi' }, empty);
    clearDraft();
    expect(loadDraft()).toBeNull();
  });

  it('survives a browser that refuses storage', () => {
    vi.stubGlobal('window', {
      get sessionStorage(): Storage {
        throw new Error('SecurityError');
      },
    });
    expect(() => saveDraft({ ...empty, firstName: 'Ravi' }, empty)).not.toThrow();
    expect(loadDraft()).toBeNull();
  });
});

describe('draft limits', () => {
  it('caps an oversized field instead of losing the draft, on save and on load', () => {
    const huge = 'x'.repeat(100_000);
    saveDraft({ ...empty, firstName: 'Anjali', lastName: huge }, empty);
    const stored = storage.map.get(DRAFT_KEY) ?? '';
    expect(stored.length).toBeLessThan(5_000);
    expect(loadDraft()).toMatchObject({ firstName: 'Anjali', lastName: 'x'.repeat(DRAFT_FIELD_LIMIT) });

    const saved = JSON.parse(stored);
    storage.map.set(DRAFT_KEY, JSON.stringify({ ...saved, email: huge, phone: 42, trips: 'garbage' }));
    expect(loadDraft()).toMatchObject({
      firstName: 'Anjali',
      email: 'x'.repeat(DRAFT_FIELD_LIMIT),
      phone: '',
      trips: { natureEducation: false, trekking: { on: false, options: [] } },
    });
  });
});
