import { type ReactNode, useId, useState } from 'react';

/**
 * A section that stays closed until asked: its heading and a button (aria-expanded) that shows the panel. The
 * panel's content is only rendered once open, so a lazy component inside loads on first use.
 */
export function DisclosureSection({
  className,
  title,
  headingClassName,
  openLabel,
  closeLabel,
  noScript,
  children,
}: {
  /** The section's own class (margins, border); the head's layout is `disclosure-section__head`. */
  className: string;
  title: ReactNode;
  headingClassName: string;
  openLabel: string;
  closeLabel: string;
  children: ReactNode;
  /** What stands in without JavaScript (a `<noscript>`), after the panel; the button is hidden until hydrated. */
  noScript?: ReactNode;
}) {
  const headingId = useId();
  const panelId = useId();
  const [open, setOpen] = useState(false);
  return (
    <section className={`disclosure-section ${className}`} aria-labelledby={headingId}>
      <div className="disclosure-section__head">
        <h2 id={headingId} className={headingClassName}>
          {title}
        </h2>
        <button
          type="button"
          className={`btn btn-outline-primary btn-sm${noScript ? ' disclosure-section__toggle--scripted' : ''}`}
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((value) => !value)}
        >
          {open ? closeLabel : openLabel}
        </button>
      </div>
      <div id={panelId} hidden={!open}>
        {open ? children : null}
      </div>
      {noScript}
    </section>
  );
}
