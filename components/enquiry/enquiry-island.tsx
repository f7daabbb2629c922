'use client';

import { Component, lazy, Suspense, type ReactNode } from 'react';
import type { EnquiryOptions } from '@/content/schemas';
import { useNearViewport } from '@/lib/use-near-viewport';
import { formCardClass } from './form-card';
import { EnquiryWordsProvider, useWords, type EnquiryWords } from './enquiry-words';

/* react-hook-form, zod, the day picker, EmailJS and sonner all live behind this import. */
const EnquiryForm = lazy(() => import('./enquiry-form'));

/** A failed chunk load (offline, a redeploy) must not take the page down with it. */
class LoadBoundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    if (!this.state.failed) return this.props.children;
    return (
      <div className={formCardClass}>
        <LoadFailure />
      </div>
    );
  }
}

function LoadFailure() {
  const t = useWords();
  return (
    <p role="alert" className="font-semibold text-ink">
      {t(
        'The form could not load. Please reload the page, or call or WhatsApp us: the links are on this page.',
      )}
    </p>
  );
}

type EnquiryIslandProps = {
  /** The form's strings in the page's language, its trips' names and the language's name for the e-mail. */
  words: EnquiryWords;
  /** The trips the form offers, made from the treks, camps and activities at build time. */
  options: EnquiryOptions;
  /** Shown until the form's code has arrived (server-rendered: see FormPlaceholder). */
  placeholder: ReactNode;
  /** What sending does with the visitor's details, shown by the Send button (server-rendered). */
  notice: ReactNode;
  className?: string;
};

export function EnquiryIsland({ options, words, placeholder, notice, className }: EnquiryIslandProps) {
  const [ref, near] = useNearViewport<HTMLDivElement>();
  return (
    <div ref={ref} id="enquiry-form" className={`scroll-mt-24 ${className ?? ''}`}>
      {near ? (
        <EnquiryWordsProvider words={words}>
          <LoadBoundary>
            <Suspense fallback={placeholder}>
              <EnquiryForm options={options} notice={notice} className={formCardClass} />
            </Suspense>
          </LoadBoundary>
        </EnquiryWordsProvider>
      ) : (
        placeholder
      )}
    </div>
  );
}
