import { brochureLink } from '@/lib/brochures/brochures';
import type { Trip } from '@/lib/trips/trips';

/**
 * The trip's PDF brochure: the one the build writes for its group, with the file's size, or a link of its
 * own; nothing when it has neither.
 */
export async function TripBrochure({ trip }: { trip: Trip }) {
  const found = await brochureLink(trip);
  if (!found) return null;
  const { href, size } = found;
  return (
    <a href={href} className="text-link inline-flex items-center gap-2 rounded">
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className="size-5"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="M12 4v11m0 0-4-4m4 4 4-4M5 20h14" />
      </svg>
      Download the brochure (PDF{size ? `, ${size}` : ''})
    </a>
  );
}
