import type { Order } from '@shop/contracts';
import { localizePath } from '@shop/contracts/routes';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { formatDate, formatMoneyIn, localeForLanguage } from '../../lib/money.ts';
import { readLocalCarts, writeLocalCarts } from '../cart/local-carts.ts';
import { useVat } from '../prices/prices-context.tsx';
import { formatAddress } from './format-address.ts';
import { pushPurchaseOnce } from './purchase-event.ts';
import { ReceiptLines } from './receipt-lines.tsx';
import { TotalsList } from './totals-list.tsx';

/**
 * The receipt (spec §2 'A receipt page follows'): each order of the checkout with its number, status, lines,
 * totals in the chosen VAT mode and addresses. Orders that could not be loaded are left out (spec §8); with
 * none the page says there is no order to show instead of thanking for one. The purchase is reported to the data layer once per order, and
 * a guest's local cart of that order type is emptied: its lines are in the order now.
 */
export function ReceiptPage({ orders, guest }: { orders: Order[]; guest: boolean }) {
  const t = useT();
  const language = useLanguage();
  useEffect(() => {
    window.dataLayer ??= [];
    for (const order of orders)
      pushPurchaseOnce(order, { dataLayer: window.dataLayer, storage: window.localStorage });
    if (guest && orders.length > 0) {
      const carts = readLocalCarts(window.localStorage);
      for (const order of orders) delete carts[order.orderType];
      writeLocalCarts(window.localStorage, carts);
    }
  }, [orders, guest]);

  if (orders.length === 0) {
    // Nothing was ordered here (opened directly, or the order is not the visitor's): no thanks, a way on.
    return (
      <div className="checkout receipt container">
        <div className="empty-state">
          <h1 className="checkout__title">{t('receipt.noOrder.title')}</h1>
          <p className="receipt__intro">{t('receipt.noOrder.text')}</p>
          <p className="receipt__actions">
            <Link to={localizePath('cart', language)} className="btn btn-outline-primary">
              {t('receipt.noOrder.toCart')}
            </Link>{' '}
            <Link to={localizePath('home', language)} className="btn btn-primary">
              {t('receipt.continueShopping')}
            </Link>
          </p>
        </div>
      </div>
    );
  }
  // Sent for approval (ADR 81): nothing is placed yet, so the page says so instead of thanking for an order.
  const approval = orders.every((order) => order.status === 'PendingApproval');
  // One checkout of several orders is paid at once (ADR 60): what was paid for all of them.
  const currencyCode = orders[0]?.currencyCode ?? 'EUR';
  const together =
    orders.length > 1 && orders.every((order) => order.currencyCode === currencyCode)
      ? { amount: orders.reduce((sum, order) => sum + order.totalNetPrice.priceWithVat, 0), currencyCode }
      : null;
  return (
    <div className="checkout receipt container">
      <h1 className="checkout__title">{approval ? t('receipt.approval.title') : t('receipt.title')}</h1>
      <p className="receipt__intro">{approval ? t('receipt.approval.intro') : t('receipt.intro')}</p>
      {orders.map((order) => (
        <ReceiptOrder key={order.orderId} order={order} />
      ))}
      {together ? (
        <p className="receipt__together">
          <span>{t('checkout.total-together')}</span>{' '}
          <strong>{formatMoneyIn(together.amount, together.currencyCode, language)}</strong>
        </p>
      ) : null}
      <p>
        <Link to={localizePath('home', language)} className="btn btn-primary">
          {t('receipt.continueShopping')}
        </Link>
      </p>
    </div>
  );
}

function ReceiptOrder({ order }: { order: Order }) {
  const t = useT();
  const language = useLanguage();
  const { includeVat } = useVat();
  const headingId = `receipt-order-${order.orderId}`;
  return (
    <section className="receipt__order" aria-labelledby={headingId}>
      <h2 id={headingId} className="receipt__order-heading">
        {t('receipt.orderNumber', { orderNumber: order.orderId })}
      </h2>
      <dl className="receipt__facts">
        <dt>{t('receipt.orderType')}</dt>
        <dd>{t(`cart.order-type-${order.orderType}`)}</dd>
        <dt>{t('receipt.date')}</dt>
        <dd>{formatDate(order.createdAt, localeForLanguage(language))}</dd>
        <dt>{t('receipt.status')}</dt>
        <dd>{t(`receipt.status.${order.status}`)}</dd>
        <dt>{t('checkout.payment.method')}</dt>
        <dd>{t(`checkout.payment.${order.paymentMethod}`)}</dd>
        {order.reference ? (
          <>
            <dt>{t('checkout.reference')}</dt>
            <dd>{order.reference}</dd>
          </>
        ) : null}
      </dl>
      <ReceiptLines order={order} includeVat={includeVat} />
      <TotalsList totals={order} currencyCode={order.currencyCode} includeVat={includeVat} />
      <div className="row g-4 receipt__addresses">
        <div className="col-md-6">
          <h3>{t('checkout.shipping.address')}</h3>
          <p>{formatAddress(order.shippingAddress, language)}</p>
          <p>{order.shippingMethod.name}</p>
        </div>
        <div className="col-md-6">
          <h3>{t('checkout.billing.address')}</h3>
          <p>{formatAddress(order.billingAddress, language)}</p>
        </div>
      </div>
      {order.comment ? (
        <>
          <h3>{t('checkout.comment')}</h3>
          <p className="receipt__comment">{order.comment}</p>
        </>
      ) : null}
    </section>
  );
}
