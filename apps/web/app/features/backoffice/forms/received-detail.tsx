import { Fragment, type ReactNode, useEffect, useRef } from 'react';

/**
 * One received application or submission under the list: a heading the keyboard lands on, its facts as a
 * definition list (after a `lead` line where the kind has one), then what the kind adds (`children`). Keyed by id by the caller, so each one focuses once.
 */
export function ReceivedDetail({
  id,
  title,
  lead,
  facts,
  children,
}: {
  /** The heading's element id, which names the section. */
  id: string;
  title: string;
  lead?: ReactNode;
  facts: Array<[label: string, value: string]>;
  children?: ReactNode;
}) {
  const heading = useRef<HTMLHeadingElement>(null);
  // Opened from the list: the keyboard lands on the detail.
  useEffect(() => {
    heading.current?.focus();
  }, []);
  return (
    <section className="mt-4" aria-labelledby={id}>
      <h2 id={id} ref={heading} tabIndex={-1} className="h4">
        {title}
      </h2>
      {lead}
      <dl className="row">
        {facts.map(([label, value]) => (
          <Fragment key={label}>
            <dt className="col-sm-4">{label}</dt>
            <dd className="col-sm-8">{value}</dd>
          </Fragment>
        ))}
      </dl>
      {children}
    </section>
  );
}
