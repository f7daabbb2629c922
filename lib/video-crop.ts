export type { VideoCrop } from '@/content/media';

/**
 * The crop to play in a box of `boxAspect` (width / height): the narrowest that still covers the box, since
 * `object-fit: cover` then shows the same middle of the scene as the full video would. None (play the full
 * video) when the box is wider than every crop.
 */
export function cropForBox<T extends { aspect: number }>(
  crops: readonly T[],
  boxAspect: number,
): T | undefined {
  if (!(boxAspect > 0)) return undefined;
  return [...crops].sort((a, b) => a.aspect - b.aspect).find((crop) => crop.aspect >= boxAspect);
}
