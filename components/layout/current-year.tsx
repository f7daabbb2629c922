'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/** The year in the visitor's clock: the export is built once and read for years. */
export function CurrentYear({ buildYear }: { buildYear: number }) {
  const year = useSyncExternalStore(
    subscribe,
    () => new Date().getFullYear(),
    () => buildYear,
  );
  return <>{year}</>;
}
