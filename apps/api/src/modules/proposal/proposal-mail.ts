import { formatCalendarDay, localeForLanguage } from '@shop/commerce';
import { type LanguageCode, localizePath, type Translations } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { escapeHtml, fillPlaceholders as fill, type MailMessage } from '../mail/index.ts';

/** What the mail to one recipient of a new proposal says. */
export type ProposalMailInput = {
  recipientName: string;
  salesPersonName: string;
  customerName: string;
  proposalName: string;
  proposalId: string;
  lineCount: number;
  validUntil: string | null;
  notes: string;
};

/** The link to the proposal in the customer center, in the recipient's language, on the shop's own origin. */
export function proposalLink(shopUrl: string, languageCode: LanguageCode, proposalId: string): string {
  const path = localizePath('proposal', languageCode, { id: proposalId });
  return new URL(path.replace(/^\//, ''), shopUrl.endsWith('/') ? shopUrl : `${shopUrl}/`).href;
}

/**
 * The mail a recipient gets when a draft becomes a proposal for their customer (ADR 47), in their customer's
 * language from @shop/ui-texts' texts/proposals.ts: greeting, who sent what, the line count (plural forms), the
 * validity, the sales person's message, the link as a button and written out.
 */
export function renderProposalMail(
  texts: Translations,
  languageCode: LanguageCode,
  link: string,
  input: ProposalMailInput,
): Omit<MailMessage, 'to'> {
  const params = {
    name: input.recipientName,
    salesPerson: input.salesPersonName,
    customer: input.customerName,
    proposal: input.proposalName,
    date: input.validUntil ? formatCalendarDay(input.validUntil, localeForLanguage(languageCode)) : '',
    count: input.lineCount,
  };
  const t = (key: TextKey) => fill(texts[key] ?? key, params);
  const category = new Intl.PluralRules(languageCode).select(input.lineCount);
  const lines = fill(
    texts[`proposal-mail.lines.${category}`] ?? texts['proposal-mail.lines.other'] ?? '',
    params,
  );
  const paragraphs = [
    t('proposal-mail.greeting'),
    t('proposal-mail.intro'),
    lines,
    ...(input.validUntil ? [t('proposal-mail.valid-until')] : []),
  ];
  const notes = input.notes.trim();
  const text = [
    ...paragraphs.flatMap((line) => [line, '']),
    ...(notes ? [t('proposal-mail.notes'), notes, ''] : []),
    link,
    '',
    t('proposal-mail.signature'),
  ].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line).replaceAll('\n', '<br>')}</p>`;
  const href = escapeHtml(link);
  const html = [
    '<!doctype html>',
    `<html lang="${languageCode}"><body style="font-family: Arial, sans-serif; color: #1f1f1f;">`,
    ...paragraphs.map(paragraph),
    ...(notes ? [paragraph(t('proposal-mail.notes')), paragraph(notes)] : []),
    `<p><a href="${href}" style="display: inline-block; padding: 12px 20px; background: #1f1f1f; color: #ffffff; text-decoration: none;">${escapeHtml(t('proposal-mail.action'))}</a></p>`,
    `<p>${escapeHtml(t('proposal-mail.link-fallback'))}<br><a href="${href}">${href}</a></p>`,
    paragraph(t('proposal-mail.signature')),
    '</body></html>',
  ].join('\n');
  return { subject: t('proposal-mail.subject'), text, html };
}
