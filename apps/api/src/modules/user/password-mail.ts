import type { LanguageCode, Translations } from '@shop/contracts';
import { appError } from '../../lib/app-error.ts';
import type { MailMessage } from '../mail/index.ts';
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

/** `{name}` placeholders filled; an unknown one stays visible, as the web's interpolate does. */
function fill(text: string, params: Record<string, string | number>): string {
  return text.replace(/\{(\w+)\}/g, (whole, name: string) =>
    params[name] === undefined ? whole : String(params[name]),
  );
}

/** A counted text: `key.one` / `key.other` by the language's plural rules (`.other` when a form is missing). */
function counted(texts: Translations, key: string, count: number, languageCode: LanguageCode): string {
  const category = new Intl.PluralRules(languageCode).select(count);
  const text = texts[`${key}.${category}`] ?? texts[`${key}.other`] ?? `${key}.other`;
  return fill(text, { count });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/**
 * A password link mail (reset or invitation) in the dealer's language, from the area's translations
 * (seed/translations/account-mails.ts): greeting, why, the link (as a button and written out), how long it
 * works, what to do if it was not them. Validity shows in hours from two hours up when it is whole hours.
 */
export function renderPasswordMail(
  texts: Translations,
  languageCode: LanguageCode,
  input: PasswordMailInput,
): Omit<MailMessage, 'to'> {
  const t = (key: string, params: Record<string, string | number> = {}) => fill(texts[key] ?? key, params);
  const prefix = `account-mail.${input.purpose}`;
  const hours = input.validMinutes >= 120 && input.validMinutes % 60 === 0 ? input.validMinutes / 60 : null;
  const validity =
    hours === null
      ? counted(texts, 'account-mail.valid-minutes', input.validMinutes, languageCode)
      : counted(texts, 'account-mail.valid-hours', hours, languageCode);
  const params = {
    name: input.name,
    username: input.username,
    inviter: input.inviterName ?? '',
    customer: input.customerName ?? '',
  };
  const greeting = t('account-mail.greeting', params);
  const intro = t(`${prefix}.intro`, params);
  const ignore = t(`${prefix}.ignore`);
  const signature = t('account-mail.signature');
  const text = [greeting, '', intro, '', input.link, '', validity, '', ignore, '', signature].join('\n');
  const paragraph = (line: string) => `<p>${escapeHtml(line).replaceAll('\n', '<br>')}</p>`;
  const href = escapeHtml(input.link);
  const html = [
    '<!doctype html>',
    `<html lang="${languageCode}"><body style="font-family: Arial, sans-serif; color: #1f1f1f;">`,
    paragraph(greeting),
    paragraph(intro),
    `<p><a href="${href}" style="display: inline-block; padding: 12px 20px; background: #1f1f1f; color: #ffffff; text-decoration: none;">${escapeHtml(t(`${prefix}.action`))}</a></p>`,
    paragraph(validity),
    `<p>${escapeHtml(t('account-mail.link-fallback'))}<br><a href="${href}">${href}</a></p>`,
    paragraph(ignore),
    paragraph(signature),
    '</body></html>',
  ].join('\n');
  return { subject: t(`${prefix}.subject`, params), text, html };
}
