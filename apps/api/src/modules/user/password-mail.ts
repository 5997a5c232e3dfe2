import type { LanguageCode, Translations } from '@shop/contracts';
import type { CountedTextKey, TextKey } from '@shop/ui-texts';
import { appError } from '../../lib/app-error.ts';
import { escapeHtml, fillPlaceholders as fill, type MailMessage } from '../mail/index.ts';
import type { PasswordTokenPurpose } from './password-tokens.ts';

/** What a password link mail says: to whom, for which account, the link and how long it lives. */
export type PasswordMailInput = {
  purpose: PasswordTokenPurpose;
  name: string;
  username: string;
  link: string;
  validMinutes: number;
  /** Invitations: who invited, and the customer the account belongs to. */
  inviterName?: string;
  customerName?: string;
};

/**
 * The link of a password mail from the `tokenUrl` a client sent (RecoverPassword; an invitation), or a
 * `password-token-url-not-allowed` 400 (ADR 40). The placeholders `{token}` and `{username}` are filled in
 * URL-encoded. Accepted: an absolute http(s) address on the shop's own origin (`shopUrl`, PUBLIC_URL) and
 * under its path, or a path on it (`/recover-password?…`), without user info; anything else (another host,
 * `//evil.example/…`, `javascript:`) is refused, so nobody can have the shop mail a valid reset token inside a
 * link to their own site. Call it with a dummy token to check a tokenUrl before anything is looked up.
 */
export function passwordLinkFrom(
  tokenUrl: string,
  shopUrl: string,
  values: { token: string; username: string },
): string {
  const refused = () =>
    appError(
      'password-token-url-not-allowed',
      "tokenUrl must be an address on the shop's own site with the placeholders {token} and {username}",
    );
  if (!tokenUrl.includes('{token}') || !tokenUrl.includes('{username}')) throw refused();
  const shop = new URL(shopUrl);
  const filled = tokenUrl
    .replaceAll('{token}', encodeURIComponent(values.token))
    .replaceAll('{username}', encodeURIComponent(values.username));
  // A relative address must be a path: `//host/x` and `\\host` would leave the origin.
  if (!/^https?:\/\//i.test(filled) && (!filled.startsWith('/') || /^[/\\]{2}/.test(filled))) throw refused();
  let link: URL;
  try {
    link = new URL(filled, shop);
  } catch {
    throw refused();
  }
  const basePath = shop.pathname.endsWith('/') ? shop.pathname : `${shop.pathname}/`;
  const underShop = `${link.pathname}/`.startsWith(basePath);
  if (link.origin !== shop.origin || link.username || link.password || !underShop) throw refused();
  return link.href;
}

/** A counted text: `key.one` / `key.other` by the language's plural rules (`.other` when a form is missing). */
function counted(
  texts: Translations,
  key: CountedTextKey,
  count: number,
  languageCode: LanguageCode,
): string {
  const category = new Intl.PluralRules(languageCode).select(count);
  const text = texts[`${key}.${category}`] ?? texts[`${key}.other`] ?? `${key}.other`;
  return fill(text, { count });
}

/** A password mail's editable texts: a one-line subject and a plain-text body with `{placeholder}`s (ADR 54). */
export type PasswordMailTemplate = { subject: string; body: string };

/**
 * The built-in template of a password mail, from the area's translations (@shop/ui-texts' texts/account-mails.ts):
 * greeting, why, the link, how long it works, what to do if it was not them, signature.
 */
export function defaultPasswordMailTemplate(
  texts: Translations,
  purpose: PasswordTokenPurpose,
): PasswordMailTemplate {
  const t = (key: TextKey) => texts[key] ?? key;
  const prefix = `account-mail.${purpose}` as const;
  return {
    subject: t(`${prefix}.subject`),
    body: [
      t('account-mail.greeting'),
      t(`${prefix}.intro`),
      '{link}',
      '{validity}',
      t(`${prefix}.ignore`),
      t('account-mail.signature'),
    ].join('\n\n'),
  };
}

/** The HTML of one paragraph of the body: its text escaped, its placeholders filled, `{link}` an anchor. */
function htmlParagraph(paragraph: string, values: Record<string, string>, link: string): string {
  const href = escapeHtml(link);
  const html = paragraph
    .split(/(\{\w+\})/)
    .map((part) => {
      const name = /^\{(\w+)\}$/.exec(part)?.[1];
      if (name === 'link') return `<a href="${href}">${href}</a>`;
      if (name !== undefined && values[name] !== undefined) return escapeHtml(values[name]);
      return escapeHtml(part);
    })
    .join('');
  return `<p>${html.replaceAll('\n', '<br>')}</p>`;
}

/**
 * A password link mail (reset or invitation) in the dealer's language from its template: the staff-edited one
 * when there is one (mail_templates), else the built-in one from the translations. The text part is the body
 * with its placeholders filled; in the HTML part a paragraph that is only `{link}` becomes a button with the
 * address written out below it. Validity shows in hours from two hours up when it is whole hours. What users
 * typed (names) is escaped in the HTML, and a value is never read for placeholders again.
 */
export function renderPasswordMail(
  texts: Translations,
  languageCode: LanguageCode,
  input: PasswordMailInput,
  template: PasswordMailTemplate = defaultPasswordMailTemplate(texts, input.purpose),
): Omit<MailMessage, 'to'> {
  const t = (key: TextKey) => texts[key] ?? key;
  const hours = input.validMinutes >= 120 && input.validMinutes % 60 === 0 ? input.validMinutes / 60 : null;
  const validity =
    hours === null
      ? counted(texts, 'account-mail.valid-minutes', input.validMinutes, languageCode)
      : counted(texts, 'account-mail.valid-hours', hours, languageCode);
  const values: Record<string, string> = {
    name: input.name,
    username: input.username,
    inviter: input.inviterName ?? '',
    customer: input.customerName ?? '',
    validity,
  };
  const body = template.body.replace(/\r\n?/g, '\n');
  const href = escapeHtml(input.link);
  const paragraphs = body
    .split(/\n{2,}/)
    .map((paragraph) => paragraph.trim())
    .filter((paragraph) => paragraph !== '');
  const html = [
    '<!doctype html>',
    `<html lang="${languageCode}"><body style="font-family: Arial, sans-serif; color: #1f1f1f;">`,
    ...paragraphs.map((paragraph) =>
      paragraph === '{link}'
        ? [
            `<p><a href="${href}" style="display: inline-block; padding: 12px 20px; background: #1f1f1f; color: #ffffff; text-decoration: none;">${escapeHtml(t(`account-mail.${input.purpose}.action`))}</a></p>`,
            `<p>${escapeHtml(t('account-mail.link-fallback'))}<br><a href="${href}">${href}</a></p>`,
          ].join('\n')
        : htmlParagraph(paragraph, values, input.link),
    ),
    '</body></html>',
  ].join('\n');
  return {
    // The link never goes into a subject (it carries the token); the contract refuses it there anyway.
    subject: fill(template.subject, values).replace(/[\r\n]+/g, ' '),
    text: fill(body, { ...values, link: input.link }),
    html,
  };
}
