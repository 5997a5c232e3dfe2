import {
  deliveryText,
  formatCalendarDay,
  formatMoneyIn,
  localeForLanguage,
  paymentTermsDueDays,
  vatNoteTexts,
} from '@shop/commerce';
import type { Address, LanguageCode, Order } from '@shop/contracts';
import { uiTexts } from '@shop/ui-texts';
import type { Db, Tx } from '../../db/client.ts';
import { escapeHtml, type MailMessage, queueMail } from '../mail/index.ts';

/**
 * The order confirmation e-mail in English and Danish. Its texts live here rather than in the storefront's
 * translations: they are not UI texts, and a mail must render in a job without an area or a request. The
 * payment terms are named by the shipped UI texts, as account info and the invoices name them.
 */
const texts = {
  en: {
    subject: (orderId: string) => `Order confirmation ${orderId}`,
    greeting: 'Thank you for your order. We have received it and will process it shortly.',
    orderNumber: 'Order number',
    orderTypeLabel: 'Order type',
    orderType: { Stock: 'Stock order', Preorder: 'Preorder' },
    payment: { account: 'On account', card: 'Card (paid)' },
    paymentLabel: 'Payment',
    paymentTermsLabel: 'Payment terms',
    lines: { withVat: 'Items (incl. VAT)', withoutVat: 'Items (excl. VAT)' },
    shipping: 'Shipping',
    discountIncluded: 'Of which discount on the items',
    totalWithoutVat: 'Total excl. VAT',
    vat: 'VAT',
    totalWithVat: 'Total incl. VAT',
    deliveryAddress: 'Delivery address',
    billingAddress: 'Billing address',
    reference: 'Your reference',
    comment: 'Comment',
    signature: 'Kind regards\nNordlys',
  },
  da: {
    subject: (orderId: string) => `Ordrebekræftelse ${orderId}`,
    greeting: 'Tak for din ordre. Vi har modtaget den og behandler den hurtigst muligt.',
    orderNumber: 'Ordrenummer',
    orderTypeLabel: 'Ordretype',
    orderType: { Stock: 'Lagerordre', Preorder: 'Forudbestilling' },
    payment: { account: 'På konto', card: 'Kort (betalt)' },
    paymentLabel: 'Betaling',
    paymentTermsLabel: 'Betalingsbetingelser',
    lines: { withVat: 'Varer (inkl. moms)', withoutVat: 'Varer (ekskl. moms)' },
    shipping: 'Fragt',
    discountIncluded: 'Heraf rabat på varerne',
    totalWithoutVat: 'I alt ekskl. moms',
    vat: 'Moms',
    totalWithVat: 'I alt inkl. moms',
    deliveryAddress: 'Leveringsadresse',
    billingAddress: 'Faktureringsadresse',
    reference: 'Jeres reference',
    comment: 'Kommentar',
    signature: 'Venlig hilsen\nNordlys',
  },
} as const;

/**
 * An order on account's payment terms, named as the UI texts name them (account info, invoices), with when its
 * invoices will be due: "Net 60 days (invoices due 60 days after the invoice date)". Null for a card order.
 */
function paymentTermsText(order: Order, languageCode: LanguageCode): string | null {
  if (order.paymentMethod !== 'account' || order.paymentTerms === null) return null;
  const words = uiTexts[languageCode];
  const days = paymentTermsDueDays[order.paymentTerms];
  const form = new Intl.PluralRules(localeForLanguage(languageCode)).select(days) === 'one' ? 'one' : 'other';
  const due =
    days === 0
      ? words['documents.paymentTerms.dueOnInvoiceDate']
      : words[`documents.paymentTerms.dueAfter.${form}`].replace('{count}', String(days));
  return `${words[`payment-terms.${order.paymentTerms}`]} (${due})`;
}

/** When a line is expected to be delivered ('Expected delivery: 15 Jan 2027'); null when it is not known. */
function lineDelivery(line: Order['lines'][number], languageCode: LanguageCode): string | null {
  const words = uiTexts[languageCode];
  const when = deliveryText(line.deliveries, {
    now: words['order-delivery.now'],
    day: (date) => formatCalendarDay(date, localeForLanguage(languageCode)),
    part: (text, quantity) =>
      words['order-delivery.part'].replace('{when}', text).replace('{quantity}', String(quantity)),
  });
  return when === null ? null : `${words['order-delivery.heading']}: ${when}`;
}

/** An address as a letter carries it, the country by its name in the mail's language. */
const addressLines = (address: Address, languageCode: LanguageCode) =>
  [
    address.name,
    address.address1,
    address.address2,
    `${address.postalCode} ${address.city}`,
    new Intl.DisplayNames([localeForLanguage(languageCode)], { type: 'region', fallback: 'code' }).of(
      address.countryCode,
    ),
  ].filter((line): line is string => Boolean(line));

/**
 * The confirmation of an order in the language it was placed in. Dealers read amounts without VAT (how they
 * buy); guests with VAT (what they pay); both see the totals both ways.
 */
export function renderOrderConfirmation(order: Order, languageCode: LanguageCode): Omit<MailMessage, 'to'> {
  const t = texts[languageCode];
  // Dealers read amounts without VAT (how they buy), guests with VAT (what they pay): the heading says which.
  const linesTitle = order.customerNumber === null ? t.lines.withVat : t.lines.withoutVat;
  const money = (amount: number) => formatMoneyIn(amount, order.currencyCode, languageCode);
  const withVat = order.customerNumber === null;
  const rate = new Intl.NumberFormat(localeForLanguage(languageCode), {
    style: 'percent',
    maximumFractionDigits: 1,
  }).format(order.tax.rateBasisPoints / 10_000);
  // The legal reason no VAT is charged (reverse charge, export), in the words the invoices print (ADR 67).
  const note = order.tax.noteKey ? vatNoteTexts[order.tax.noteKey][languageCode] : null;
  const lineRows = order.lines.map((line): [string, string] => {
    const amount = withVat ? line.netLinePrice.priceWithVat : line.netLinePrice.priceWithoutVat;
    const delivery = lineDelivery(line, languageCode);
    return [
      `${line.quantity} × ${line.name}, ${line.colorName}, ${line.size} (${line.productNumber})${delivery ? ` · ${delivery}` : ''}`,
      money(amount),
    ];
  });
  // The lines are at their net amounts, the discount already taken: it is named as part of them, in the lines'
  // own terms (with or without VAT), so the lines and the shipping add up to the total.
  const discount = order.lines.reduce(
    (sum, line) =>
      sum +
      (withVat
        ? line.linePrice.priceWithVat - line.netLinePrice.priceWithVat
        : line.linePrice.priceWithoutVat - line.netLinePrice.priceWithoutVat),
    0,
  );
  if (discount > 0) lineRows.push([t.discountIncluded, money(discount)]);
  const shippingFee = withVat ? order.shippingFee.priceWithVat : order.shippingFee.priceWithoutVat;
  const totals: Array<[string, string]> = [
    [`${t.shipping}: ${order.shippingMethod.name}`, money(shippingFee)],
    [t.totalWithoutVat, money(order.totalNetPrice.priceWithoutVat)],
    [`${t.vat} ${rate}`, money(order.vat)],
    [t.totalWithVat, money(order.totalNetPrice.priceWithVat)],
  ];
  const header: Array<[string, string]> = [
    [t.orderNumber, order.orderId],
    [t.orderTypeLabel, t.orderType[order.orderType]],
    [t.paymentLabel, t.payment[order.paymentMethod]],
  ];
  const terms = paymentTermsText(order, languageCode);
  if (terms) header.push([t.paymentTermsLabel, terms]);
  const optional: Array<[string, string]> = [
    ...(order.reference ? [[t.reference, order.reference] as [string, string]] : []),
    ...(order.comment ? [[t.comment, order.comment] as [string, string]] : []),
  ];

  const text = [
    t.greeting,
    '',
    ...header.map(([label, value]) => `${label}: ${value}`),
    '',
    `${linesTitle}:`,
    ...lineRows.map(([what, amount]) => `${what}  ${amount}`),
    '',
    ...totals.map(([label, value]) => `${label}  ${value}`),
    ...(note ? ['', note] : []),
    '',
    `${t.deliveryAddress}:`,
    ...addressLines(order.shippingAddress, languageCode),
    '',
    `${t.billingAddress}:`,
    ...addressLines(order.billingAddress, languageCode),
    ...(optional.length > 0 ? ['', ...optional.map(([label, value]) => `${label}: ${value}`)] : []),
    '',
    t.signature,
  ].join('\n');

  const row = ([label, value]: readonly [string, string]) =>
    `<tr><td>${escapeHtml(label)}</td><td style="text-align:right">${escapeHtml(value)}</td></tr>`;
  const block = (title: string, lines: string[]) =>
    `<h3>${escapeHtml(title)}</h3><p>${lines.map(escapeHtml).join('<br>')}</p>`;
  const html = [
    `<!doctype html><html lang="${languageCode}"><body>`,
    `<p>${escapeHtml(t.greeting)}</p>`,
    `<table>${header.map(row).join('')}</table>`,
    `<h3>${escapeHtml(linesTitle)}</h3>`,
    `<table>${lineRows.map(row).join('')}${totals.map(row).join('')}</table>`,
    note ? `<p><strong>${escapeHtml(note)}</strong></p>` : '',
    block(t.deliveryAddress, addressLines(order.shippingAddress, languageCode)),
    block(t.billingAddress, addressLines(order.billingAddress, languageCode)),
    optional.length > 0 ? `<table>${optional.map(row).join('')}</table>` : '',
    `<p>${t.signature.split('\n').map(escapeHtml).join('<br>')}</p>`,
    '</body></html>',
  ].join('');

  return { subject: t.subject(order.orderId), text, html };
}

/**
 * Queue the confirmation of an order to its e-mail address, once per order (keyed by the order number), in the
 * transaction that confirmed it. Orders without an e-mail get none.
 */
export async function queueOrderConfirmation(
  db: Db | Tx,
  order: Order,
  languageCode: LanguageCode,
): Promise<boolean> {
  if (!order.email) return false;
  return queueMail(db, `order-confirmation:${order.orderId}`, {
    to: order.email,
    ...renderOrderConfirmation(order, languageCode),
  });
}
