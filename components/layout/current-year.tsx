'use client';

import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const buildYear = new Date().getFullYear();

/** The year in the visitor's clock: the export is built once and read for years. */
export function CurrentYear() {
  const year = useSyncExternalStore(subscribe, () => new Date().getFullYear(), () => buildYear);
  return <>{year}</>;
}
