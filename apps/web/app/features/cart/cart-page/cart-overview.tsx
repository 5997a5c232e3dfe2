import { localizePath } from '@shop/contracts/routes';
import type { TextKey } from '@shop/ui-texts';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../../lib/i18n/i18n-context.tsx';
import { useTranslateCount } from '../../../lib/i18n/use-translate-count.ts';
import type { CartOverview as Overview, SummaryRow } from '../cart-overview-model.ts';
import { orderTypeLabelKey } from '../order-type-summary.tsx';
import { useCartMoney } from '../use-cart-money.ts';

const rowLabelKey = (row: SummaryRow): TextKey =>
  row.kind === 'order-type' ? orderTypeLabelKey(row.orderType) : `cart.summary-${row.kind}`;

/** Why the checkout button is disabled, in the visitor's words. */
const blockReasonKey = {
  'customer-blocked': 'cart.customer-blocked',
  'checkout.cartSummaryNoOrderTypesSelectedMessage': 'checkout.cartSummaryNoOrderTypesSelectedMessage',
  calculating: 'cart.calculating',
  'minimum-not-met': 'cart.minimum-not-met',
} as const;

/** Whether some checkout baskets miss their minimum while others meet theirs. */
const blockedOnlyIn = (overview: Overview) => overview.orderable.length > 0 && overview.warnings.length > 0;

/**
 * The side column's overview (spec §2, §5): summary rows, minimum warnings, and the checkout button,
 * disabled unless a basket meets its minimum (the others wait, and the overview says so), nothing is
 * calculating and the customer is not blocked. A session editing a proposal draft is led to its recipients
 * instead: a draft is sent, not ordered (issue 31 item 5).
 */
export function CartOverview({
  overview,
  onImport,
  editingDraft = false,
}: {
  overview: Overview;
  onImport: (() => void) | null;
  editingDraft?: boolean;
}) {
  const t = useT();
  const tc = useTranslateCount();
  const language = useLanguage();
  const money = useCartMoney();
  // Some baskets qualify and some do not: the checkout orders those that do, and says which.
  const partly = blockedOnlyIn(overview);
  const currency = overview.currencyCode;
  const blocked = overview.blockReason;
  return (
    <section className="cart-overview" aria-labelledby="cart-overview-title" aria-busy={overview.calculating}>
      <h2 id="cart-overview-title" className="cart-overview__title h5">
        {t('cart.overview')}
      </h2>
      <dl className="cart-overview__rows">
        {overview.rows.map((row) => (
          <div
            key={row.kind === 'order-type' ? row.orderType : row.kind}
            className={`cart-overview__row is-${row.kind}`}
          >
            <dt>
              {t(rowLabelKey(row))}{' '}
              <span className="cart-overview__quantity">({tc('cart.quantity-pieces', row.quantity)})</span>
            </dt>
            <dd>
              {currency && !overview.calculating ? money.shown(row.amount, currency) : t('cart.calculating')}
            </dd>
            {row.kind === 'on-sale' || row.kind === 'coming-soon' || row.kind === 'summer-shop' ? (
              // What the row is, and that it is part of the baskets above, not added to them (issue 28 item 6).
              <dd className="cart-overview__note">{t(`cart.summary-${row.kind}-note`)}</dd>
            ) : null}
          </div>
        ))}
      </dl>
      <p className="cart-overview__vat">{t(money.includeVat ? 'prices.incl-vat' : 'prices.excl-vat')}</p>
      {overview.warnings.length > 0 && currency ? (
        <ul className="cart-overview__warnings" aria-label={t('cart.minimum-warnings')}>
          {overview.warnings.map((warning) => (
            <li key={warning.orderType} className="alert alert-warning">
              <strong>{t(orderTypeLabelKey(warning.orderType))}:</strong>{' '}
              {t(warning.messageKey, { amount: money.withoutVat(warning.amount, currency) })}
            </li>
          ))}
        </ul>
      ) : null}
      {editingDraft ? (
        <>
          <p className="cart-overview__partial" id="cart-draft-note">
            {t('cart.draft-note')}
          </p>
          <Link
            aria-describedby="cart-draft-note"
            to={localizePath('proposalRecipients', language)}
            className="btn btn-primary btn-lg w-100"
          >
            {t('proposal-screens.bar.recipients')}
          </Link>
        </>
      ) : blocked === null && partly ? (
        <p className="cart-overview__partial" id="cart-checkout-partial">
          {t('cart.checkout-only', {
            baskets: overview.orderable.map((orderType) => t(`cart.basket-${orderType}`)).join(', '),
          })}
        </p>
      ) : null}
      {editingDraft ? null : blocked === null ? (
        <Link
          aria-describedby={partly ? 'cart-checkout-partial' : undefined}
          to={localizePath('checkout', language)}
          className="btn btn-primary btn-lg w-100"
        >
          {t('cart.checkout')}
        </Link>
      ) : (
        <>
          <button
            type="button"
            className="btn btn-primary btn-lg w-100"
            disabled
            aria-describedby="cart-checkout-blocked"
          >
            {t('cart.checkout')}
          </button>
          <p id="cart-checkout-blocked" className="cart-overview__blocked">
            {t(blockReasonKey[blocked])}
          </p>
        </>
      )}
      {onImport ? (
        <button type="button" className="btn btn-outline-primary w-100 mt-3" onClick={onImport}>
          {t('cart.import')}
        </button>
      ) : null}
    </section>
  );
}
