export type ImageEntry = {
  /** The web name it is served under, where that differs from the key (the name the content uses). */
  src?: string;
  width: number;
  height: number;
  widths: number[];
  blurDataURL: string;
  color: string;
};
export type VideoEntry = {
  mp4: string;
  webm?: string;
  poster: string;
  crops?: Array<{ aspect: number; mp4: string; webm?: string }>;
};

export function buildMedia(options: {
  sourceDir: string;
  outDir: string;
  manifestFile: string;
  /** Where the content hashes of the last run are kept. */
  cacheFile: string;
  /** The ffmpeg command; without it no video crops are made. */
  ffmpeg?: string | null;
  log?: (line: string) => void;
}): Promise<{
  manifest: { images: Record<string, ImageEntry>; videos: Record<string, VideoEntry> };
  rendered: number;
  cached: number;
  copied: number;
  /** Video crop files encoded this run (0 when all were cached). */
  encoded: number;
  removed: number;
  warnings: string[];
}>;
