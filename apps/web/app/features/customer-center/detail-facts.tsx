import type { ReactNode } from 'react';

/** A document's key facts (date, reference, statuses…) as a description list; empty facts are left out. */
export function DetailFacts({ facts }: { facts: Array<{ label: string; value: ReactNode }> }) {
  return (
    <dl className="document-facts">
      {facts
        .filter((fact) => fact.value !== null && fact.value !== undefined && fact.value !== '')
        .map((fact) => (
          <div key={fact.label} className="document-facts__item">
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
    </dl>
  );
}
