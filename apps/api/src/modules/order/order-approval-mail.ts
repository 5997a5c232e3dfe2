import { formatMoneyIn } from '@shop/commerce';
import { type LanguageCode, localizePath, type Order } from '@shop/contracts';
import { type TextKey, uiTexts } from '@shop/ui-texts';
import { escapeHtml, fillPlaceholders as fill, type MailMessage } from '../mail/index.ts';

/**
 * The mails of an order sent for approval (ADR 81), from the shipped UI texts (texts/order-approval.ts) like
 * the order confirmation: to each colleague who may approve it, and to the colleague who asked once it is
 * decided. Each has the order's page in the customer center as a button and written out.
 */

/** The order's page in the customer center, in `languageCode`, on the shop's own origin. */
export function customerOrderLink(shopUrl: string, languageCode: LanguageCode, orderId: string): string {
  const path = localizePath('order', languageCode, { id: orderId });
  return new URL(path.replace(/^\//, ''), shopUrl.endsWith('/') ? shopUrl : `${shopUrl}/`).href;
}

type MailParts = { subject: TextKey; intro: TextKey; action: TextKey | null };

function renderMail(
  languageCode: LanguageCode,
  link: string,
  parts: MailParts,
  params: Record<string, string>,
): Omit<MailMessage, 'to'> {
  const words = uiTexts[languageCode];
  const t = (key: TextKey) => fill(words[key], params);
  const paragraphs = [t('order-approval-mail.greeting'), t(parts.intro)];
  const text = [
    ...paragraphs.flatMap((line) => [line, '']),
    link,
    '',
    t('order-approval-mail.signature'),
  ].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line).replaceAll('\n', '<br>')}</p>`;
  const href = escapeHtml(link);
  const html = [
    '<!doctype html>',
    `<html lang="${languageCode}"><body style="font-family: Arial, sans-serif; color: #1f1f1f;">`,
    ...paragraphs.map(paragraph),
    parts.action
      ? `<p><a href="${href}" style="display: inline-block; padding: 12px 20px; background: #1f1f1f; color: #ffffff; text-decoration: none;">${escapeHtml(t(parts.action))}</a></p>`
      : '',
    `<p>${escapeHtml(t('order-approval-mail.link-fallback'))}<br><a href="${href}">${href}</a></p>`,
    paragraph(t('order-approval-mail.signature')),
    '</body></html>',
  ].join('\n');
  return { subject: t(parts.subject), text, html };
}

/** To a colleague who may approve: who asked, for which customer, what and how much (incl. VAT). */
export function renderApprovalRequestMail(
  languageCode: LanguageCode,
  link: string,
  input: { approverName: string; requesterName: string; customerName: string; order: Order },
): Omit<MailMessage, 'to'> {
  const { order } = input;
  return renderMail(
    languageCode,
    link,
    {
      subject: 'order-approval-mail.request.subject',
      intro: 'order-approval-mail.request.intro',
      action: 'order-approval-mail.request.action',
    },
    {
      name: input.approverName,
      requester: input.requesterName,
      customer: input.customerName,
      orderId: order.orderId,
      orderType: uiTexts[languageCode][`cart.order-type-${order.orderType}`],
      total: formatMoneyIn(order.totalNetPrice.priceWithVat, order.currencyCode, languageCode),
    },
  );
}

/** To the colleague who asked: approved (placed) or rejected (not placed), and by whom. */
export function renderApprovalDecisionMail(
  languageCode: LanguageCode,
  link: string,
  input: { requesterName: string; deciderName: string; orderId: string; approved: boolean },
): Omit<MailMessage, 'to'> {
  const kind = input.approved ? 'approved' : 'rejected';
  return renderMail(
    languageCode,
    link,
    {
      subject: `order-approval-mail.${kind}.subject`,
      intro: `order-approval-mail.${kind}.intro`,
      action: null,
    },
    { name: input.requesterName, decider: input.deciderName, orderId: input.orderId },
  );
}
