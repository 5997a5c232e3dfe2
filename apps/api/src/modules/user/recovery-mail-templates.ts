import {
  type GetRecoveryMailTemplatesResponse,
  type LanguageCode,
  mailTemplateLimits,
  type RecoveryMailTemplate,
  type RecoveryMailTemplateBody,
  type RecoveryMailTemplateKind,
  type RecoveryMailTemplateRef,
  recoveryMailPlaceholders,
  recoveryMailTemplateKinds,
  requiredBodyPlaceholders,
} from '@shop/contracts';
import { eq, inArray } from 'drizzle-orm';
import { appError } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { languageCodesOfArea } from '../area/index.ts';
import { recordAudit } from '../audit/index.ts';
import { getTranslationsIn } from '../content/index.ts';
import {
  deleteMailTemplate,
  mailTemplatesOf,
  type SavedMailTemplate,
  saveMailTemplate,
} from '../mail/index.ts';
import { defaultPasswordMailTemplate } from './password-mail.ts';
import { passwordMailKey, passwordMailTemplateKey } from './password-mail-template.ts';
import { users } from './user.tables.ts';

const areaNotFound = () => appError('area-not-found', 'No such area, or the area has not that language');

/** The languages of an area, or a 404 area-not-found. */
export async function languagesOfArea(ctx: Ctx, areaId: string): Promise<LanguageCode[]> {
  const codes = await languageCodesOfArea(ctx, areaId);
  if (codes.length === 0) throw areaNotFound();
  // By code (the area module answers the primary language first).
  return codes.toSorted() as LanguageCode[];
}

/** Refuses a template of a language the area does not have (404 area-not-found). */
export async function requireAreaLanguage(ctx: Ctx, areaId: string, languageCode: string): Promise<void> {
  if (!(await languagesOfArea(ctx, areaId)).includes(languageCode as LanguageCode)) throw areaNotFound();
}

function templateView(
  kind: RecoveryMailTemplateKind,
  languageCode: LanguageCode,
  texts: { subject: string; body: string },
  saved: { updatedAt: Date; updatedBy: string | null } | null,
): RecoveryMailTemplate {
  return {
    template: kind,
    languageCode,
    subject: texts.subject,
    body: texts.body,
    isDefault: saved === null,
    updatedAt: saved?.updatedAt.toISOString() ?? null,
    updatedBy: saved?.updatedBy ?? null,
    placeholders: [...recoveryMailPlaceholders[kind]],
    requiredPlaceholders: [...requiredBodyPlaceholders],
  };
}

/** The names of the staff who last edited these templates. */
async function editorsOf(ctx: Ctx, saved: SavedMailTemplate[]): Promise<Map<string, string>> {
  const ids = [...new Set(saved.map((row) => row.updatedByUserId).filter((id) => id !== null))];
  if (ids.length === 0) return new Map();
  const rows = await ctx.db
    .select({ id: users.id, name: users.name })
    .from(users)
    .where(inArray(users.id, ids));
  return new Map(rows.map((row) => [row.id, row.name]));
}

async function defaultView(ctx: Ctx, ref: RecoveryMailTemplateRef): Promise<RecoveryMailTemplate> {
  const texts = await getTranslationsIn(ctx, ref.areaId, ref.languageCode);
  return templateView(ref.template, ref.languageCode, defaultPasswordMailTemplate(texts, ref.template), null);
}

/**
 * GetRecoveryMailTemplates: the recovery and invitation mails in each language of the area, the staff-edited
 * texts or the built-in ones from the translations.
 */
export async function getRecoveryMailTemplates(
  ctx: Ctx,
  areaId: string,
): Promise<GetRecoveryMailTemplatesResponse> {
  const languages = await languagesOfArea(ctx, areaId);
  const saved = await mailTemplatesOf(ctx.db, areaId, recoveryMailTemplateKinds.map(passwordMailTemplateKey));
  const editors = await editorsOf(ctx, saved);
  const templates: RecoveryMailTemplate[] = [];
  for (const languageCode of languages) {
    const texts = await getTranslationsIn(ctx, areaId, languageCode);
    for (const kind of recoveryMailTemplateKinds) {
      const row = saved.find(
        (entry) => entry.languageCode === languageCode && entry.templateKey === passwordMailTemplateKey(kind),
      );
      templates.push(
        row
          ? templateView(kind, languageCode, row, {
              updatedAt: row.updatedAt,
              updatedBy: row.updatedByUserId ? (editors.get(row.updatedByUserId) ?? null) : null,
            })
          : templateView(kind, languageCode, defaultPasswordMailTemplate(texts, kind), null),
      );
    }
  }
  return { areaId, limits: { ...mailTemplateLimits }, templates };
}

/** UpdateRecoveryMailTemplate: saves one mail's texts in one language (checked by the contract); audited. */
export async function updateRecoveryMailTemplate(
  ctx: Ctx,
  body: RecoveryMailTemplateBody,
): Promise<RecoveryMailTemplate> {
  await requireAreaLanguage(ctx, body.areaId, body.languageCode);
  const key = passwordMailKey(body.template, body.areaId, body.languageCode);
  const saved = await withTransaction(ctx, async (scoped) => {
    const { before, saved } = await saveMailTemplate(scoped.db, {
      ...key,
      subject: body.subject,
      body: body.body,
      updatedByUserId: ctx.user?.id ?? null,
      now: ctx.now,
    });
    await recordAudit(
      scoped,
      {
        action: 'mail-template.update',
        entity: 'mail-template',
        entityId: `${key.templateKey}:${key.areaId}:${key.languageCode}`,
        details: {
          before: before ? { subject: before.subject, body: before.body } : null,
          after: { subject: saved.subject, body: saved.body },
        },
      },
      { always: true },
    );
    return saved;
  });
  const [editor] = await ctx.db
    .select({ name: users.name })
    .from(users)
    .where(eq(users.id, ctx.user?.id ?? ''));
  return templateView(body.template, body.languageCode, saved, {
    updatedAt: saved.updatedAt,
    updatedBy: editor?.name ?? null,
  });
}

/** ResetRecoveryMailTemplate: drops the edited texts (the built-in ones hold again); audited. */
export async function resetRecoveryMailTemplate(
  ctx: Ctx,
  ref: RecoveryMailTemplateRef,
): Promise<RecoveryMailTemplate> {
  await requireAreaLanguage(ctx, ref.areaId, ref.languageCode);
  const key = passwordMailKey(ref.template, ref.areaId, ref.languageCode);
  await withTransaction(ctx, async (scoped) => {
    const before = await deleteMailTemplate(scoped.db, key);
    await recordAudit(
      scoped,
      {
        action: 'mail-template.reset',
        entity: 'mail-template',
        entityId: `${key.templateKey}:${key.areaId}:${key.languageCode}`,
        details: { before: before ? { subject: before.subject, body: before.body } : null },
      },
      { always: true },
    );
  });
  return defaultView(ctx, ref);
}
