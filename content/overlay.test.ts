import { describe, expect, it } from 'vitest';
import { isWords, overlay, untranslatedFields } from './overlay.mjs';

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

describe('untranslatedFields', () => {
  it('names, by path, each string of words the translation leaves in English', () => {
    const english = {
      name: 'Ridge Walk',
      image: '/media/treks/ridge.jpg',
      level: 'medium',
      rate: 700,
      highlights: ['Tea estates', 'A viewpoint'],
      sections: [
        { id: 'day-1', heading: 'Day 1', points: [{ key: 'Start', value: '6:00 AM' }] },
        { id: 'day-2', heading: 'Day 2', points: [{ key: 'End', value: '2:00 PM' }] },
      ],
    };
    const translated = {
      name: 'റിഡ്ജ് നടത്തം',
      highlights: ['തേയിലത്തോട്ടങ്ങൾ', ' '],
      sections: [{ id: 'day-2', heading: 'രണ്ടാം ദിവസം', points: [{ key: 'അവസാനം', value: 'ഉച്ചയ്ക്ക് 2:00' }] }],
    };
    expect(untranslatedFields(english, translated)).toEqual([
      'highlights[1]',
      'sections[0].heading',
      'sections[0].points[0].key',
      'sections[0].points[0].value',
    ]);
  });

  it('names every field of words of a file that has no translation, and none of a file fully translated', () => {
    const english = { title: 'Trekking', intro: 'Walk the hills.', path: '/trekking/' };
    expect(untranslatedFields(english, undefined)).toEqual(['title', 'intro']);
    expect(untranslatedFields(english, { title: 'ട്രെക്കിങ്', intro: 'മല കയറാം.' })).toEqual([]);
  });
});

describe('isWords', () => {
  it('takes words, in any script, and leaves out what is never translated', () => {
    for (const text of ['Trekking', 'Top Valley', '3–5 hrs', 'മൂന്നാർ', '2D & 1N'])
      expect(isWords(text), text).toBe(true);
    for (const text of [
      '/media/a.jpg',
      'top-valley',
      'medium',
      'IN',
      '+91 98765 43210',
      '685612',
      '₹700',
      '',
    ])
      expect(isWords(text), text).toBe(false);
  });
});
