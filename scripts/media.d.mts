export type ImageEntry = {
  width: number;
  height: number;
  widths: number[];
  blurDataURL: string;
  color: string;
};
export type VideoEntry = { mp4: string; webm?: string; poster: string };

export function plannedWidths(width: number, widest: number): number[];
export function buildMedia(options: {
  sourceDir: string;
  outDir: string;
  manifestFile: string;
  /** Where the content hashes of the last run are kept. */
  cacheFile: string;
  log?: (line: string) => void;
}): Promise<{
  manifest: { images: Record<string, ImageEntry>; videos: Record<string, VideoEntry> };
  rendered: number;
  cached: number;
  copied: number;
  removed: number;
  warnings: string[];
}>;
