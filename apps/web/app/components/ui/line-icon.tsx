import type { ReactNode } from 'react';

/** A decorative 16 px line icon drawn in the current text colour; its label is the text beside it. */
export function LineIcon({ children }: { children: ReactNode }) {
  return (
    <svg aria-hidden="true" viewBox="0 0 24 24" width="16" height="16" fill="none" stroke="currentColor">
      {children}
    </svg>
  );
}
