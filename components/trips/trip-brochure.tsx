import { brochureBytes } from '@/lib/brochures/brochures';
import { brochureHref } from '@/lib/packages/package-links';
import { formatFileSize } from '@/lib/packages/format';
import type { Trip } from '@/lib/trips/trips';

/** The trip's PDF brochure, with the size of the file the build writes; nothing for an activity. */
export async function TripBrochure({ trip }: { trip: Trip }) {
  if (!trip.brochure) return null;
  const { kind, pkg } = trip.brochure;
  const size = pkg.pdfLink ? '' : `, ${formatFileSize((await brochureBytes(kind, pkg)).length)}`;
  return (
    <a href={brochureHref(kind, pkg)} className="text-link inline-flex items-center gap-2 rounded">
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
      Download the brochure (PDF{size})
    </a>
  );
}
