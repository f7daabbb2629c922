import { describe, expect, it } from 'vitest';
import { cropForBox } from './video-crop';

const tall = { aspect: 0.5625, mp4: '/media/video/hero-tall.mp4' };
const square = { aspect: 1, mp4: '/media/video/hero-square.mp4' };

describe('cropForBox', () => {
  it('picks the narrowest crop that still covers the box, whatever the order given', () => {
    expect(cropForBox([square, tall], 0.5)).toBe(tall);
    expect(cropForBox([square, tall], 0.5625)).toBe(tall);
    expect(cropForBox([square, tall], 0.81)).toBe(square);
  });

  it('picks none, so the full video plays, for a box wider than every crop', () => {
    expect(cropForBox([tall, square], 1.58)).toBeUndefined();
    expect(cropForBox([], 0.5)).toBeUndefined();
  });

  it('picks none for a box it could not measure', () => {
    expect(cropForBox([tall, square], 0)).toBeUndefined();
    expect(cropForBox([tall, square], Number.NaN)).toBeUndefined();
  });
});
