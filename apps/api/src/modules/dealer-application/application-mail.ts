import type { ApplicationAddress, DealerApplication, Translations } from '@shop/contracts';
import type { TextKey, TextKeyUnder } from '@shop/ui-texts';
import { escapeHtml, fillPlaceholders as fill, type MailMessage } from '../mail/index.ts';

/** Who filed an application: the company itself, or a sales person for a prospect (named in the mail). */
export type ApplicationFiler = { kind: 'dealer' } | { kind: 'salesManager'; name: string; email: string };

const addressText = (address: ApplicationAddress) =>
  [address.address1, address.address2, `${address.postalCode} ${address.city}`, address.countryCode]
    .filter((line): line is string => Boolean(line))
    .join(', ');

/**
 * The shop's e-mail about a new application, in the language of the area it was sent from, with every field
 * (a staff member answers from the mail alone). What the applicant wrote is escaped in the HTML part.
 */
export function renderApplicationMail(
  application: DealerApplication,
  applicationId: string,
  filer: ApplicationFiler,
  texts: Translations,
): Omit<MailMessage, 'to'> {
  const mail = (key: TextKeyUnder<'account.application-mail.'>, params: Record<string, string> = {}) =>
    fill(texts[`account.application-mail.${key}`] ?? key, params);
  // The form's own labels, so the mail names each field as the applicant saw it.
  const label = (field: TextKeyUnder<'account.application.'>) =>
    texts[`account.application.${field}`] ?? field;
  const intro =
    filer.kind === 'dealer'
      ? mail('intro-dealer', { company: application.companyName })
      : mail('intro-prospect', { company: application.companyName, name: filer.name, email: filer.email });
  const rows: Array<[string, string]> = [
    [label('company-name'), application.companyName],
    [label('vat-number'), application.vatNumber],
    [label('billing-address'), addressText(application.billingAddress)],
    [
      label('shipping-address'),
      application.shippingAddress ? addressText(application.shippingAddress) : mail('same-as-billing'),
    ],
    // 'Contact person', not the form's bare 'Name' under its heading.
    [label('contact'), application.contact.name],
    [label('contact-email'), application.contact.email],
    [label('contact-phone'), application.contact.phone],
    [label('currency'), application.currencyCode],
    [label('message'), application.message ?? '–'],
  ];
  const text = [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n');
  const html = [
    `<p>${escapeHtml(intro)}</p>`,
    '<table>',
    ...rows.map(
      ([label, value]) =>
        `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
    ),
    '</table>',
  ].join('\n');
  return {
    subject: mail('subject', { number: applicationId, company: application.companyName }),
    text,
    html,
  };
}

/**
 * The applicant's answer to a rejected application, in the language they applied in: a greeting to the contact,
 * the polite refusal naming the company, an invitation to apply again, the shop's signature. What the applicant
 * wrote is escaped in the HTML part.
 */
export function renderRejectionMail(
  application: DealerApplication,
  applicationId: string,
  texts: Translations,
): Omit<MailMessage, 'to'> {
  const text = (key: TextKey, params: Record<string, string> = {}) => fill(texts[key] ?? key, params);
  const paragraphs = [
    text('account-mail.greeting', { name: application.contact.name }),
    text('account.application-answer.rejected', { company: application.companyName }),
    text('account.application-answer.rejected-more'),
    text('account-mail.signature'),
  ];
  return {
    subject: text('account.application-answer.subject', { number: applicationId }),
    text: paragraphs.join('\n\n'),
    html: paragraphs
      .map((paragraph) => `<p>${escapeHtml(paragraph).replaceAll('\n', '<br>')}</p>`)
      .join('\n'),
  };
}
