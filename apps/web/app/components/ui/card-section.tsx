import type { ReactNode } from 'react';

/** One titled part of a page in a card (account info, personal data): a region named by its heading. */
export function CardSection({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="card mb-4" aria-labelledby={id}>
      <div className="card-body">
        <h2 id={id} className="h5 card-title">
          {title}
        </h2>
        {children}
      </div>
    </section>
  );
}
