import { describe, expect, it } from 'vitest';
import { overlay } from './localize';

describe('overlay', () => {
  const english = {
    title: 'Trekking',
    image: '/media/a.jpg',
    rate: 700,
    themes: [
      { id: 'a', name: 'Alpha', desc: 'First' },
      { id: 'b', name: 'Beta', desc: 'Second' },
    ],
    points: [
      { key: 'Distance', value: '8 km' },
      { key: 'Start', value: 'Munnar' },
    ],
  };

  it('lays translated strings over the English by path, lists by id where they have one, else by position', () => {
    const kept: string[] = [];
    const result = overlay(
      english,
      { title: 'ട്രെക്കിങ്', themes: [{ id: 'b', name: 'ബീറ്റ' }], points: [{ value: '8 കി.മീ.' }] },
      (text) => kept.push(text),
    );
    expect(result.title).toBe('ട്രെക്കിങ്');
    expect(result.image).toBe('/media/a.jpg');
    expect(result.rate).toBe(700);
    expect(result.themes.map((theme) => theme.name)).toEqual(['Alpha', 'ബീറ്റ']);
    expect(result.points[0]).toEqual({ key: 'Distance', value: '8 കി.മീ.' });
    expect(kept).toEqual(expect.arrayContaining(['Alpha', 'First', 'Second', 'Distance', 'Start', 'Munnar']));
    expect(kept).not.toContain('Beta');
  });

  it('keeps the English shape whatever the translation holds', () => {
    const result = overlay(english, { title: 3, themes: 'x', extra: 'y' }, () => {});
    expect(result).toEqual(english);
  });
});
