import type { FormBlock, Translations } from '@shop/contracts';
import type { TextKeyUnder } from '@shop/ui-texts';
import { escapeHtml, fillPlaceholders as fill, type MailMessage } from '../mail/index.ts';

/**
 * The shop's e-mail about an accepted form: every field under the label the sender saw, in the language the
 * form was sent in; what the sender typed is escaped in the HTML part.
 */
export function renderFormMail(
  form: FormBlock,
  submissionId: string,
  values: Record<string, string>,
  texts: Translations,
): Omit<MailMessage, 'to'> {
  const mail = (key: TextKeyUnder<'form.mail.'>, params: Record<string, string> = {}) =>
    fill(texts[`form.mail.${key}`] ?? key, params);
  const title = form.heading ?? form.formKey;
  const rows = form.fields
    .filter((field) => values[field.name] !== undefined)
    .map((field) => {
      const value = values[field.name] ?? '';
      const shown =
        field.type === 'checkbox'
          ? mail('yes')
          : field.type === 'select'
            ? (field.options?.find((option) => option.value === value)?.label ?? value)
            : value;
      return [field.label, shown] as const;
    });
  const intro = mail('intro', { form: title });
  return {
    subject: mail('subject', { form: title, number: submissionId }),
    text: [intro, '', ...rows.map(([label, value]) => `${label}: ${value}`)].join('\n'),
    html: [
      `<p>${escapeHtml(intro)}</p>`,
      '<table>',
      ...rows.map(
        ([label, value]) =>
          `<tr><th align="left" valign="top">${escapeHtml(label)}</th><td style="white-space:pre-wrap">${escapeHtml(value)}</td></tr>`,
      ),
      '</table>',
    ].join('\n'),
  };
}
