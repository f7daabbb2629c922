import { describe, expect, it } from 'vitest';
import { truncate } from './truncate';

describe('truncate', () => {
  it('keeps text of 280 characters or fewer whole', () => {
    const text = 'a'.repeat(280);
    expect(truncate(text)).toEqual({ text, cut: false });
  });

  it('cuts longer text to 280 characters plus an ellipsis', () => {
    const result = truncate('b'.repeat(281));
    expect(result.cut).toBe(true);
    expect(result.text).toBe(`${'b'.repeat(280)}…`);
  });

  it('counts characters, not UTF-16 units, so emoji are never split', () => {
    const result = truncate('🙂'.repeat(300), 10);
    expect(result.text).toBe(`${'🙂'.repeat(10)}…`);
  });
});
