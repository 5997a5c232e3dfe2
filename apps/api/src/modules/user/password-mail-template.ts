import type { RecoveryMailTemplateKind } from '@shop/contracts';
import type { Db, Tx } from '../../db/client.ts';
import { findMailTemplate, type MailTemplateKey } from '../mail/index.ts';
import type { PasswordMailTemplate } from './password-mail.ts';

/** The mail_templates key of a password mail: `password-reset`, `password-invite`. */
export const passwordMailTemplateKey = (kind: RecoveryMailTemplateKind) => `password-${kind}`;

export const passwordMailKey = (
  kind: RecoveryMailTemplateKind,
  areaId: string,
  languageCode: string,
): MailTemplateKey => ({ templateKey: passwordMailTemplateKey(kind), areaId, languageCode });

/**
 * The staff-edited template of a password mail in an area and language (back office, ADR 54), or undefined
 * for the built-in one. Read when the mail is written, so a saved edit holds from the next mail on.
 */
export async function savedPasswordMailTemplate(
  db: Db | Tx,
  kind: RecoveryMailTemplateKind,
  areaId: string,
  languageCode: string,
): Promise<PasswordMailTemplate | undefined> {
  const saved = await findMailTemplate(db, passwordMailKey(kind, areaId, languageCode));
  return saved ? { subject: saved.subject, body: saved.body } : undefined;
}
