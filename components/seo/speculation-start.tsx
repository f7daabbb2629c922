'use client';

import { useEffect } from 'react';
import { afterPageLoad } from '@/lib/after-load';
import { onceShown } from '@/lib/when-shown';
import { SPECULATION_GATE } from './speculation';

type NetworkInformation = { saveData?: boolean };

/**
 * Opens the gate of the page's speculation rules (speculation.ts) once the page has loaded, so the
 * speculated pages never share the slow connection with this page's own first paint, and once it is shown,
 * so a prerendered page speculates nothing. The visitor who asked to save data gets no speculation
 * (Chrome also skips it then; this holds in any browser that reports Save-Data).
 */
export function SpeculationStart() {
  useEffect(() => {
    let stopWaiting = () => {};
    const stopLoad = afterPageLoad(() => {
      stopWaiting = onceShown(() => {
        const connection = (navigator as Navigator & { connection?: NetworkInformation }).connection;
        if (!connection?.saveData) document.documentElement.setAttribute(SPECULATION_GATE, '');
      });
    });
    return () => {
      stopLoad();
      stopWaiting();
    };
  }, []);
  return null;
}
