import { describe, expect, it, vi } from 'vitest';
import { shippedImage } from './media';

// A fixed manifest: one picture the pipeline renamed (its original's name is not a web name), one PNG.
vi.mock('./media-manifest.json', () => {
  const info = { width: 1280, height: 960, widths: [384, 1280], blurDataURL: 'data:,', color: '#336644' };
  return {
    default: {
      images: {
        '/media/uploads/IMG 2041 (1).JPG': { ...info, src: '/media/uploads/img-2041-1-0a1b2c3d.jpg' },
        '/media/banners/map.png': info,
      },
      videos: {},
    },
  };
});

describe('the picture a sharing card draws', () => {
  it('is the file the pipeline shipped, under the name it gave it, with its own type', () => {
    expect(shippedImage('/media/uploads/IMG 2041 (1).JPG')).toEqual({
      file: '/media/uploads/img-2041-1-0a1b2c3d.jpg',
      type: 'image/jpeg',
    });
    expect(shippedImage('/media/banners/map.png')).toEqual({
      file: '/media/banners/map.png',
      type: 'image/png',
    });
  });

  it('is refused when the media has no such picture', () => {
    expect(() => shippedImage('/media/banners/missing.jpg')).toThrow(/No picture/);
  });
});
