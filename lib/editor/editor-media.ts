import { z } from 'zod';

/*
 * The editor's stand-in for content/media.ts. Whether a picture or video exists is known only to the build
 * (its media step lists the files of media/), so in the editor a media field needs a value and nothing more:
 * the picker offers only files that are there. EDITOR_SKIPS lists these rules.
 */
export const imagePath = z
  .string()
  .min(1, 'choose a picture')
  .refine(
    (path) => !/\.(heic|heif)$/i.test(path),
    'is an iPhone HEIC photo, which browsers cannot show: on the iPhone, share it as JPEG (Settings › Camera › Formats › Most Compatible takes JPEGs from then on), then upload that',
  );
export const videoPath = z.string().regex(/\.mp4$/i, 'choose an .mp4 video');
