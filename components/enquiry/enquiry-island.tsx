'use client';

import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { EnquiryOptions } from '@/content/schemas';
import { useNearViewport } from '@/lib/use-near-viewport';

/* react-hook-form, zod, the day picker, EmailJS and sonner all live behind this import. */
const EnquiryForm = lazy(() => import('./enquiry-form'));

const cardClass = 'rounded-3xl bg-white p-5 shadow-xl ring-1 shadow-forest/5 ring-forest/10 sm:p-8';

/** Holds the form's place (about its height) until its code arrives, so nothing below jumps. */
function FormPlaceholder({ children }: { children?: ReactNode }) {
  return (
    <div className={`${cardClass} min-h-[108rem] sm:min-h-[97rem] md:min-h-[88rem]`}>
      {children ?? (
        <p className="font-semibold text-ink-soft" role="status">
          Loading the enquiry form…
        </p>
      )}
      <noscript>
        <p className="mt-2 text-ink">
          The enquiry form needs JavaScript. Please call, WhatsApp or e-mail us instead.
        </p>
      </noscript>
    </div>
  );
}

/** A failed chunk load (offline, a redeploy) must not take the page down with it. */
class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <FormPlaceholder>
        <p role="alert" className="font-semibold text-ink">
          The form could not load. Please reload the page, or call or WhatsApp us: the links are on this page.
        </p>
      </FormPlaceholder>
    );
  }
}

export function EnquiryIsland({ options, className }: { options: EnquiryOptions; className?: string }) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} id="enquiry-form" className={`scroll-mt-24 ${className ?? ''}`}>
      {near ? (
        <LoadBoundary>
          <Suspense fallback={<FormPlaceholder />}>
            <EnquiryForm options={options} className={cardClass} />
          </Suspense>
        </LoadBoundary>
      ) : (
        <FormPlaceholder />
      )}
    </div>
  );
}
