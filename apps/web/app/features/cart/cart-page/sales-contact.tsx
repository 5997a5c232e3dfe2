import { useT } from '../../../lib/i18n/i18n-context.tsx';
import type { SalesContactsState } from '../load-sales-contacts.server.ts';

/** tel: links take digits and a leading + only. */
const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/**
 * The side column's contacts (spec §2 'a side column with contacts and overview'): the sales persons who look
 * after the customer, with e-mail and, when known, phone. Nothing when no one is assigned.
 */
export function SalesContact({ state }: { state: SalesContactsState }) {
  const t = useT();
  if (state.status === 'loaded' && state.contacts.length === 0) return null;
  return (
    <section
      className="cart-sales-contact border rounded-3 p-3 mb-3"
      aria-labelledby="cart-sales-contact-title"
    >
      <h2 id="cart-sales-contact-title" className="h6 mb-2">
        {t('cart.sales-contact.heading')}
      </h2>
      {state.status === 'failed' ? (
        <p className="mb-0 text-body-secondary">{t('cart.sales-contact.unavailable')}</p>
      ) : (
        <ul className="list-unstyled mb-0 d-grid gap-2">
          {state.contacts.map((contact) => (
            <li key={contact.email}>
              <strong className="d-block">{contact.name}</strong>
              <a href={`mailto:${contact.email}`}>{contact.email}</a>
              {contact.phone ? (
                <a className="d-block" href={telHref(contact.phone)}>
                  {contact.phone}
                </a>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
