import { describe, expect, it } from 'vitest';
import { newReference } from './reference';

describe('newReference', () => {
  it('is short, readable aloud and different each time', () => {
    const references = Array.from({ length: 500 }, () => newReference());
    for (const reference of references) expect(reference).toMatch(/^KV-[2-9A-Z]{6}$/);
    expect(references.join('')).not.toMatch(/[01ILOS5]/);
    expect(new Set(references).size).toBe(references.length);
  });
});
