'use client';

import { createContext, use, useState, type ReactNode } from 'react';
import { clsx } from 'clsx';

type Expanded = { expanded: string | null; setExpanded: (id: string | null) => void };

const ExpandedPackage = createContext<Expanded>({ expanded: null, setExpanded: () => {} });

/** Holds which package card shows its details: one per page at most. */
export function ExpandedPackageProvider({ children }: { children: ReactNode }) {
  const [expanded, setExpanded] = useState<string | null>(null);
  return <ExpandedPackage value={{ expanded, setExpanded }}>{children}</ExpandedPackage>;
}

type PackageViewProps = {
  packageId: string;
  view: 'highlights' | 'details';
  id: string;
  className?: string;
  children: ReactNode;
};

/** One of a card's two server-rendered views; only the current one is shown. */
export function PackageView({ packageId, view, id, className, children }: PackageViewProps) {
  const { expanded } = use(ExpandedPackage);
  const showing = (expanded === packageId) === (view === 'details');
  return (
    <div id={id} hidden={!showing} className={className}>
      {children}
    </div>
  );
}

type ExploreToggleProps = { packageId: string; name: string; controls: string; className?: string };

/** "Explore" / "See highlights": the same button either way, so keyboard focus stays on it. */
export function ExploreToggle({ packageId, name, controls, className }: ExploreToggleProps) {
  const { expanded, setExpanded } = use(ExpandedPackage);
  const open = expanded === packageId;
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-label={`${open ? 'See highlights' : 'Explore'}: ${name}`}
      onClick={() => setExpanded(open ? null : packageId)}
      className={clsx(
        'inline-flex min-h-12 items-center justify-center gap-2 rounded-full border-2 border-forest px-5 font-bold text-forest transition-colors hover:bg-forest hover:text-white',
        className,
      )}
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
