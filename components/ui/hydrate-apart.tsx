import { Suspense, type ReactNode } from 'react';

/**
 * A section that React hydrates in a task of its own, so no single task hydrates the whole page (a long
 * task delays the visitor's first tap). It is a Suspense boundary with no fallback: nothing in it
 * suspends, and the build writes its content in place (scripts/postbuild.mjs, `inlineBoundaries`), so
 * the HTML reads the same with or without scripts.
 */
export function HydrateApart({ children }: { children: ReactNode }) {
  return <Suspense>{children}</Suspense>;
}
