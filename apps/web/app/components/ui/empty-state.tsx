import type { ReactNode } from 'react';

/**
 * The pictures an empty state can show: a basket, a magnifier, a document (the customer center's and sales
 * area's lists). Decorative, drawn in the muted text colour.
 */
const pictures = {
  basket: (
    <>
      <path d="M14 22h36l-3.5 30h-29z" />
      <path d="M23 22v-4a9 9 0 0 1 18 0v4" />
      <path d="M26 34h12" />
    </>
  ),
  search: (
    <>
      <circle cx="28" cy="28" r="14" />
      <path d="M38.5 38.5 52 52" />
      <path d="M22 28h12" />
    </>
  ),
  document: (
    <>
      <path d="M18 10h20l10 10v34H18z" />
      <path d="M38 10v10h10" />
      <path d="M25 32h16" />
      <path d="M25 40h16" />
      <path d="M25 48h9" />
    </>
  ),
} as const;

/**
 * An empty list or page (an empty basket, a search without products, a customer center or sales list without
 * rows): a picture, a heading, a sentence that says what to do (left out where the heading says it all), and
 * the way on. Never a disabled button.
 */
export function EmptyState({
  picture,
  title,
  headingLevel = 2,
  children,
  actions,
  className,
}: {
  picture: keyof typeof pictures;
  title: string;
  headingLevel?: 2 | 3;
  children?: ReactNode;
  actions?: ReactNode;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  return (
    <div className={className ? `empty-state ${className}` : 'empty-state'}>
      <svg
        className="empty-state__picture"
        aria-hidden="true"
        viewBox="0 0 64 64"
        width="64"
        height="64"
        fill="none"
        stroke="currentColor"
        strokeWidth="2"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        {pictures[picture]}
      </svg>
      <Heading className="empty-state__title h4">{title}</Heading>
      {children ? <p className="empty-state__text">{children}</p> : null}
      {actions ? <div className="empty-state__actions">{actions}</div> : null}
    </div>
  );
}
