'use client';

import { createContext, use, useCallback, useEffect, useRef, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';
import { afterPageLoad } from '@/lib/after-load';
import type { PackageDetailsFile } from '@/lib/packages/package-links';
import { PackageDetails } from './package-details';

type Details = { status: 'idle' | 'loading' | 'failed' } | { status: 'ready'; file: PackageDetailsFile };

type Expanded = {
  expanded: string | null;
  setExpanded: (id: string | null) => void;
  details: Details;
  loadDetails: () => void;
};

const ExpandedPackage = createContext<Expanded>({
  expanded: null,
  setExpanded: () => {},
  details: { status: 'idle' },
  loadDetails: () => {},
});

/** The card's outlined buttons: Explore / See highlights, and Try again. */
const OUTLINE_BUTTON = 'btn btn-outline px-5';

const requests = new Map<string, Promise<PackageDetailsFile | null>>();

/** A details file, fetched once per page; null if it could not load (the next call tries again). */
function fetchDetails(href: string): Promise<PackageDetailsFile | null> {
  let request = requests.get(href);
  if (!request) {
    request = fetch(href)
      .then((response) => (response.ok ? (response.json() as Promise<PackageDetailsFile>) : null))
      .catch(() => null)
      .then((file) => {
        if (!file) requests.delete(href);
        return file;
      });
    requests.set(href, request);
  }
  return request;
}

/**
 * Holds which package card shows its details (one per page at most) and the details themselves, from
 * `detailsHref`: fetched once the page has loaded, or on the first Explore if that comes sooner.
 */
export function ExpandedPackageProvider({
  detailsHref,
  children,
}: {
  detailsHref: string;
  children: ReactNode;
}) {
  const [expanded, setExpanded] = useState<string | null>(null);
  const [details, setDetails] = useState<Details>({ status: 'idle' });
  const loadDetails = useCallback(() => {
    setDetails((current) => (current.status === 'ready' ? current : { status: 'loading' }));
    void fetchDetails(detailsHref).then((file) =>
      setDetails(file ? { status: 'ready', file } : { status: 'failed' }),
    );
  }, [detailsHref]);

  useEffect(() => afterPageLoad(loadDetails), [loadDetails]);

  return (
    <ExpandedPackage value={{ expanded, setExpanded, details, loadDetails }}>{children}</ExpandedPackage>
  );
}

type HighlightsViewProps = { packageId: string; id: string; children: ReactNode };

/** A card's server-rendered highlights, shown unless the card shows its details. */
export function HighlightsView({ packageId, id, children }: HighlightsViewProps) {
  const { expanded } = use(ExpandedPackage);
  return (
    <div id={id} hidden={expanded === packageId}>
      {children}
    </div>
  );
}

type DetailsViewProps = { packageId: string; name: string; id: string };

/**
 * A card's details, while Explore shows them: a scrollable region of labelled points once the details
 * file is in; while it loads, a status line; if it cannot load, what to do instead.
 */
export function DetailsView({ packageId, name, id }: DetailsViewProps) {
  const { expanded, details, loadDetails } = use(ExpandedPackage);
  const showing = expanded === packageId;
  const sections = details.status === 'ready' ? details.file[packageId] : undefined;
  const retried = useRef(false);
  const region = useRef<HTMLDivElement>(null);

  useEffect(() => {
    // After "Try again" the button is gone; focus goes to what it brought.
    if (sections && retried.current) region.current?.focus();
    retried.current = false;
  }, [sections]);

  let content: ReactNode = null;
  if (showing && sections) {
    content = (
      <div
        ref={region}
        role="region"
        aria-label={`${name}: details`}
        tabIndex={0}
        className="-mx-2 max-h-[26rem] [scrollbar-width:thin] overflow-y-auto overscroll-contain rounded-lg mask-b-from-85% px-2 pb-14"
      >
        <PackageDetails sections={sections} />
      </div>
    );
  } else if (showing && details.status === 'failed') {
    content = (
      <div role="alert" className="rounded-lg bg-mist p-4 text-ink-soft">
        <p>The details did not load. Check your connection and try again, or download the brochure below.</p>
        <button
          type="button"
          onClick={() => {
            retried.current = true;
            loadDetails();
          }}
          className={clsx(OUTLINE_BUTTON, 'mt-3')}
        >
          Try again
        </button>
      </div>
    );
  } else if (showing) {
    content = (
      <p role="status" className="py-4 text-ink-soft">
        Loading the details…
      </p>
    );
  }
  return (
    <div id={id} hidden={!showing}>
      {content}
    </div>
  );
}

type ExploreToggleProps = { packageId: string; name: string; controls: string; className?: string };

/** "Explore" / "See highlights": the same button either way, so keyboard focus stays on it. */
export function ExploreToggle({ packageId, name, controls, className }: ExploreToggleProps) {
  const { expanded, setExpanded, details, loadDetails } = use(ExpandedPackage);
  const open = expanded === packageId;
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      data-needs-script
      aria-label={`${open ? 'See highlights' : 'Explore'}: ${name}`}
      onClick={() => {
        if (!open && details.status !== 'ready') loadDetails();
        setExpanded(open ? null : packageId);
      }}
      className={clsx(OUTLINE_BUTTON, className)}
    >
      {open ? 'See highlights' : 'Explore'}
      <svg
        viewBox="0 0 24 24"
        aria-hidden="true"
        className={clsx('size-5 transition-transform', open && 'rotate-180')}
        fill="none"
        stroke="currentColor"
        strokeWidth="2.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d="m6 9 6 6 6-6" />
      </svg>
    </button>
  );
}
