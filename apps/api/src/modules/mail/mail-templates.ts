import { and, eq, inArray } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client.ts';
import { mailTemplates } from './mail.tables.ts';

/** Where a template lives: which mail, in which area and language. */
export type MailTemplateKey = { templateKey: string; areaId: string; languageCode: string };

export type SavedMailTemplate = MailTemplateKey & {
  subject: string;
  body: string;
  updatedByUserId: string | null;
  updatedAt: Date;
};

const where = (key: MailTemplateKey) =>
  and(
    eq(mailTemplates.templateKey, key.templateKey),
    eq(mailTemplates.areaId, key.areaId),
    eq(mailTemplates.languageCode, key.languageCode),
  );

/** The staff-edited texts of one mail, or null when it uses the built-in ones. */
export async function findMailTemplate(db: Db | Tx, key: MailTemplateKey): Promise<SavedMailTemplate | null> {
  const [row] = await db.select().from(mailTemplates).where(where(key));
  return row ?? null;
}

/** The staff-edited texts of these mails in an area (every language). */
export function mailTemplatesOf(
  db: Db | Tx,
  areaId: string,
  templateKeys: readonly string[],
): Promise<SavedMailTemplate[]> {
  return db
    .select()
    .from(mailTemplates)
    .where(and(eq(mailTemplates.areaId, areaId), inArray(mailTemplates.templateKey, [...templateKeys])));
}

/** Saves one mail's texts (insert or replace), answering what was there before. */
export async function saveMailTemplate(
  tx: Db,
  template: MailTemplateKey & { subject: string; body: string; updatedByUserId: string | null; now: Date },
): Promise<{ before: SavedMailTemplate | null; saved: SavedMailTemplate }> {
  const [before] = await tx.select().from(mailTemplates).where(where(template)).for('update');
  const values = {
    templateKey: template.templateKey,
    areaId: template.areaId,
    languageCode: template.languageCode,
    subject: template.subject,
    body: template.body,
    updatedByUserId: template.updatedByUserId,
    updatedAt: template.now,
  };
  const [saved] = await tx
    .insert(mailTemplates)
    .values(values)
    .onConflictDoUpdate({
      target: [mailTemplates.templateKey, mailTemplates.areaId, mailTemplates.languageCode],
      set: {
        subject: values.subject,
        body: values.body,
        updatedByUserId: values.updatedByUserId,
        updatedAt: values.updatedAt,
      },
    })
    .returning();
  if (!saved) throw new Error('mail_templates upsert returned no row');
  return { before: before ?? null, saved };
}

/** Drops one mail's edited texts (back to the built-in ones), answering what was there. */
export async function deleteMailTemplate(tx: Db, key: MailTemplateKey): Promise<SavedMailTemplate | null> {
  const [deleted] = await tx.delete(mailTemplates).where(where(key)).returning();
  return deleted ?? null;
}
