import type { ReactNode } from 'react';

/**
 * A line drawing on a 24-unit square in the text's colour, with round ends and corners. It is hidden from
 * screen readers: the control or text beside it says what it means.
 */
export function LineIcon({
  children,
  className = 'size-5',
  strokeWidth = 2,
}: {
  children: ReactNode;
  className?: string;
  strokeWidth?: number;
}) {
  return (
    <svg
      viewBox="0 0 24 24"
      aria-hidden="true"
      className={className}
      fill="none"
      stroke="currentColor"
      strokeWidth={strokeWidth}
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      {children}
    </svg>
  );
}
