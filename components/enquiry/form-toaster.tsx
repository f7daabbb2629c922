import type { CSSProperties } from 'react';
import { Toaster } from 'sonner';

/*
 * Spec section 9: top-right, 5000 ms, 320 px, Alt+T, layer 1200 (inline: sonner's own CSS is unlayered
 * and would beat a utility class). Bottom toasts clear the WhatsApp button (56 px, 16/24 px from the edge).
 */
const style = { '--width': '320px', zIndex: 1200, fontFamily: 'var(--font-sans)' } as CSSProperties;

const toastClass =
  'flex w-(--width) items-start gap-3 rounded-2xl border border-l-4 bg-white p-4 text-[0.9375rem] font-semibold text-ink shadow-xl shadow-forest/15';

export function FormToaster() {
  return (
    <Toaster
      position="top-right"
      duration={5000}
      hotkey={['altKey', 'KeyT']}
      style={style}
      offset={{ bottom: 96 }}
      mobileOffset={{ bottom: 84 }}
      toastOptions={{
        unstyled: true,
        classNames: {
          toast: toastClass,
          icon: 'mt-0.5 flex size-5 shrink-0 [&>svg]:size-5',
          success: 'border-forest/20 border-l-lime-ink [&_[data-icon]]:text-lime-ink',
          error: 'border-red-700/25 border-l-red-700 [&_[data-icon]]:text-red-700',
        },
      }}
    />
  );
}
