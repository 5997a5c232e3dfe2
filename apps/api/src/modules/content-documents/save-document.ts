import {
  type AuditAction,
  type ContentDocument,
  type DocumentRef,
  UpdateDocumentBody,
  type ValidationIssue,
} from '@shop/contracts';
import { appError } from '../../lib/app-error.ts';
import { type Ctx, withTransaction } from '../../lib/context.ts';
import { areaCachePrefix } from '../area/index.ts';
import { recordAudit } from '../audit/index.ts';
import {
  appendDocumentVersion,
  findDocumentVersion,
  latestDocumentVersion,
  translationsCachePrefix,
} from '../content/index.ts';
import {
  type DocumentBody,
  type DocumentWrite,
  loadDocument,
  refusalToDelete,
  removeDocument,
  writeDocument,
} from './document-store.ts';
import { titleOf } from './document-title.ts';
import { lockDocument } from './document-versions.ts';
import { sanitizeDocumentBody } from './rich-text.ts';

const addressOf = (ref: DocumentRef) => `${ref.type}:${ref.areaId}:${ref.languageCode}:${ref.key}`;
const refOf = (write: DocumentWrite) =>
  ({
    type: write.type,
    areaId: write.areaId,
    languageCode: write.languageCode,
    key: write.key,
  }) as DocumentRef;

/**
 * What the shop reads of a document, dropped after a change on every API instance (the cache store is
 * shared through Redis when configured): the area (menus, settings) or the UI texts of that area language,
 * and for pages and menus (a page's menu name is searched) the search documents, rebuilt with the search
 * engine's reindex, which also drops cached search answers.
 */
async function afterChange(ctx: Ctx, ref: DocumentRef) {
  const { cache } = ctx;
  if (ref.type === 'menu' || ref.type === 'areaSettings') {
    await cache.deleteByPrefix(`${areaCachePrefix}${ref.areaId}:${ref.languageCode}:`);
  }
  if (ref.type === 'translation') {
    await cache.deleteByPrefix(`${translationsCachePrefix}${ref.areaId}:${ref.languageCode}`);
  }
  if (ref.type === 'page' || ref.type === 'menu') await ctx.services.reindex(ctx.db);
}

function answer(ref: DocumentRef, body: DocumentBody, version: number, savedAt: Date): ContentDocument {
  return {
    ...ref,
    title: titleOf(ref, body),
    body,
    version,
    updatedAt: new Date(savedAt).toISOString(),
    deletable: refusalToDelete(ref, body) === null,
  };
}

/**
 * Write a body as the document's newest version, in one transaction with its audit entry. A document saved
 * for the first time first keeps what it was (the shipped body) as version 1, so it can be restored.
 */
async function saveVersion(
  ctx: Ctx,
  unsanitised: DocumentWrite,
  options: {
    expectedVersion: number | undefined;
    action: AuditAction;
    details?: Record<string, unknown>;
  },
): Promise<ContentDocument> {
  // Rich text is stored only as the allow-list keeps it (rich-text.ts, ADR 71), restored versions included.
  const write = {
    ...unsanitised,
    body: sanitizeDocumentBody(unsanitised.type, unsanitised.body, ctx.config.publicUrl),
  } as DocumentWrite;
  const ref = refOf(write);
  const saved = await withTransaction(ctx, async (scoped) => {
    await lockDocument(scoped, ref);
    let { version } = await latestDocumentVersion(scoped, ref);
    if (options.expectedVersion !== undefined && options.expectedVersion !== version) {
      throw appError(
        'document-version-conflict',
        `The document was saved since: it is at version ${version}, not ${options.expectedVersion}`,
      );
    }
    if (version === 0) {
      const before = await loadDocument(scoped, ref);
      if (before !== null) {
        version = 1;
        await appendDocumentVersion(scoped, ref, version, before, null);
      }
    }
    await writeDocument(scoped, write);
    version += 1;
    const savedAt = await appendDocumentVersion(scoped, ref, version, write.body, ctx.user?.id ?? null);
    await recordAudit(
      scoped,
      {
        action: options.action,
        entity: 'content-document',
        entityId: addressOf(ref),
        details: { version, ...options.details },
      },
      { always: true },
    );
    return { version, savedAt };
  });
  await afterChange(ctx, ref);
  return answer(ref, write.body, saved.version, saved.savedAt);
}

/** Document/Update. */
export function updateDocument(ctx: Ctx, body: UpdateDocumentBody): Promise<ContentDocument> {
  return saveVersion(ctx, body, { expectedVersion: body.expectedVersion, action: 'document.update' });
}

/** Document/RestoreVersion: the old body, checked by today's schema, saved as the newest version. */
export async function restoreDocumentVersion(
  ctx: Ctx,
  ref: DocumentRef,
  version: number,
  expectedVersion: number | undefined,
): Promise<ContentDocument> {
  const stored = await findDocumentVersion(ctx, ref, version);
  if (!stored) throw appError('document-version-not-found', `The document has no version ${version}`);
  if (stored.body === null) {
    throw appError('document-version-invalid', `Version ${version} deleted the document: nothing to restore`);
  }
  const parsed = UpdateDocumentBody.safeParse({ ...ref, body: stored.body });
  if (!parsed.success) {
    const issues: ValidationIssue[] = parsed.error.issues.map((issue) => ({
      path: ['body', ...issue.path].join('.'),
      message: issue.message,
    }));
    throw appError(
      'document-version-invalid',
      `Version ${version} no longer passes the document's rules: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`,
      { issues },
    );
  }
  return saveVersion(ctx, parsed.data, {
    expectedVersion,
    action: 'document.restore',
    details: { restored: version },
  });
}

/** Document/DeleteByKey: refused for documents the shop needs; else a version without body. */
export async function deleteDocument(
  ctx: Ctx,
  ref: DocumentRef,
): Promise<{ deleted: true; version: number }> {
  const version = await withTransaction(ctx, async (scoped) => {
    await lockDocument(scoped, ref);
    const before = await loadDocument(scoped, ref);
    const refusal = refusalToDelete(ref, before);
    if (refusal) throw appError('document-not-deletable', refusal);
    if (before === null) throw appError('document-not-found', `There is no ${ref.type} ${ref.key}`);
    let { version: latest } = await latestDocumentVersion(scoped, ref);
    if (latest === 0) {
      latest = 1;
      await appendDocumentVersion(scoped, ref, latest, before, null);
    }
    await removeDocument(scoped, ref);
    await appendDocumentVersion(scoped, ref, latest + 1, null, ctx.user?.id ?? null);
    await recordAudit(
      scoped,
      {
        action: 'document.delete',
        entity: 'content-document',
        entityId: addressOf(ref),
        details: { version: latest + 1 },
      },
      { always: true },
    );
    return latest + 1;
  });
  await afterChange(ctx, ref);
  return { deleted: true, version };
}
