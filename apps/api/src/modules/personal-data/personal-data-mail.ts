import { formatCalendarDay, localeForLanguage } from '@shop/commerce';
import type { LanguageCode, Translations } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { shopDate } from '../../lib/shop-date.ts';
import { escapeHtml, fillPlaceholders as fill, type MailMessage } from '../mail/index.ts';

/** What a mail about a deletion request tells the user: that it arrived, that it is done, or why it is not. */
export type DeletionMail = { kind: 'received' } | { kind: 'done' } | { kind: 'rejected'; reason: string };

/**
 * A mail to the user about their deletion request (ADR 83), in the language they asked in: a greeting, what
 * happened to the request of that day, the shop's signature. Staff's reason is escaped in the HTML part.
 */
export function renderDeletionMail(
  mail: DeletionMail,
  request: { name: string; requestedAt: Date; languageCode: LanguageCode },
  texts: Translations,
): Omit<MailMessage, 'to'> {
  const text = (key: TextKey, params: Record<string, string> = {}) => fill(texts[key] ?? key, params);
  const date = formatCalendarDay(shopDate(request.requestedAt), localeForLanguage(request.languageCode));
  const body =
    mail.kind === 'rejected'
      ? text('personal-data.mail.rejected.body', { date, reason: mail.reason })
      : text(`personal-data.mail.${mail.kind}.body`, { date });
  const paragraphs = [
    text('account-mail.greeting', { name: request.name }),
    ...body.split('\n\n'),
    text('account-mail.signature'),
  ];
  return {
    subject: text(`personal-data.mail.${mail.kind}.subject`),
    text: paragraphs.join('\n\n'),
    html: paragraphs
      .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
      .join('\n'),
  };
}
