import {
  areaSettingsDocumentKey,
  type DocumentType,
  defaultAreaId,
  documentTypes,
  type LanguageCode,
  languageCodes,
  UpdateDocumentBody,
} from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import { data } from 'react-router';
import { type ApiError, isApiError, refusalStatus } from '../../../lib/api-error.ts';
import type { AuthArgs } from '../../../lib/auth.server.ts';
import type { Call } from '../../../lib/call-endpoint.ts';
import { languageContext, sessionContext } from '../../../lib/middleware/request-context.ts';
import { requireScreenAccess } from '../../../lib/screen-access.server.ts';
import { textOf } from '../../account/form-data.ts';
import { blocksOfValues, draftsOfValues, editDrafts, valuesOfDrafts } from './block-form.ts';
import {
  type DocumentActionData,
  type DocumentAddress,
  type DocumentsLoaderData,
  type DocumentsQuery,
  type FieldIssue,
  type FormValues,
  type OpenDocument,
  pageSize,
  type SettingsLoaderData,
} from './documents-data.ts';
import { settingsBodyOf } from './settings-form.ts';

const isType = (value: string): value is DocumentType => (documentTypes as readonly string[]).includes(value);
const isLanguage = (value: string): value is LanguageCode =>
  (languageCodes as readonly string[]).includes(value);

function addressOf(value: string | null): DocumentAddress | null {
  const [type = '', areaId = '', languageCode = '', key = ''] = (value ?? '').split(':');
  if (!isType(type) || !areaId || !isLanguage(languageCode) || !key) return null;
  return { type, areaId, languageCode, key };
}

function rethrowAccess(error: unknown): void {
  if (isApiError(error) && error.status === 401) throw error;
  if (isApiError(error) && error.status === 403) throw data('Forbidden', { status: 403 });
}

/** A document and its versions (the document null when it does not exist now). */
async function openDocument(call: Call, address: DocumentAddress): Promise<OpenDocument> {
  const [found, versions] = await Promise.all([
    call(endpoints.contentDocuments.getBySearch, {
      body: {
        type: address.type,
        areaId: address.areaId,
        languageCode: address.languageCode,
        key: address.key,
      },
    }),
    call(endpoints.contentDocuments.getVersions, { body: { document: address as never, take: 50 } }),
  ]);
  return { address, document: found.items[0] ?? null, versions: versions.items };
}

/** The content screen: the search's page of documents and the open one. */
export async function loadDocuments(args: AuthArgs): Promise<DocumentsLoaderData> {
  requireScreenAccess(args, 'backofficeDocuments');
  const params = new URL(args.request.url).searchParams;
  const type = params.get('type') ?? '';
  const language = params.get('language') ?? '';
  const query: DocumentsQuery = {
    type: isType(type) ? type : '',
    language: isLanguage(language) ? language : '',
    text: (params.get('q') ?? '').slice(0, 200),
    page: Math.max(1, Math.min(10_000, Number.parseInt(params.get('page') ?? '1', 10) || 1)),
    open: addressOf(params.get('open')),
  };
  const call = args.context.get(sessionContext).call;
  try {
    const [found, open] = await Promise.all([
      call(endpoints.contentDocuments.getBySearch, {
        body: {
          ...(query.type ? { type: query.type } : {}),
          ...(query.language ? { languageCode: query.language } : {}),
          ...(query.text.trim() ? { text: query.text } : {}),
          skip: (query.page - 1) * pageSize,
          take: pageSize,
        },
      }),
      query.open ? openDocument(call, query.open) : null,
    ]);
    return { status: 'ok', query, items: found.items, total: found.itemsTotal, pageSize, open };
  } catch (error) {
    rethrowAccess(error);
    console.error('content documents failed', error);
    return { status: 'failed', query };
  }
}

/** The banner and settings screen: one language's area settings and their versions. */
export async function loadSettings(args: AuthArgs): Promise<SettingsLoaderData> {
  requireScreenAccess(args, 'backofficeSettings');
  const asked = new URL(args.request.url).searchParams.get('language') ?? '';
  const language = isLanguage(asked) ? asked : args.context.get(languageContext);
  const address: DocumentAddress = {
    type: 'areaSettings',
    areaId: defaultAreaId,
    languageCode: language,
    key: areaSettingsDocumentKey,
  };
  try {
    return {
      status: 'ok',
      language,
      open: await openDocument(args.context.get(sessionContext).call, address),
    };
  } catch (error) {
    rethrowAccess(error);
    console.error('area settings failed', error);
    return { status: 'failed', language };
  }
}

const failed = (
  status: number,
  messageKey: TextKey,
  params: Record<string, string> = {},
  issues: FieldIssue[] = [],
  values: FormValues | null = null,
) => data<DocumentActionData>({ status: 'failed', messageKey, params, issues, values }, { status });

/** The issues of a refused body, each named by its field inside the document (`title`, `blocks.0.heading`). */
function issuesOf(list: ReadonlyArray<{ path: string; message: string }>): FieldIssue[] {
  return list.map((issue) => ({
    field: issue.path.replace(/^body[./]/, '').replace(/^body\./, '') || 'document',
    message: issue.message,
  }));
}

function refusal(error: ApiError, values: FormValues | null) {
  const code = error.body?.errorCode;
  const message = error.body?.message ?? '';
  if (error.status === 400) {
    return failed(400, 'backoffice.documents.error.summary', {}, issuesOf(error.body?.issues ?? []), values);
  }
  if (code === 'document-version-conflict')
    return failed(409, 'backoffice.documents.error.conflict', {}, [], values);
  if (code === 'document-not-deletable')
    return failed(409, 'backoffice.documents.error.not-deletable', { message });
  if (code === 'document-url-taken' || code === 'document-id-taken') {
    return failed(409, 'backoffice.documents.error.taken', { message }, [], values);
  }
  if (code === 'document-version-invalid') {
    return failed(
      409,
      'backoffice.documents.error.invalid-version',
      { message },
      issuesOf(error.body?.issues ?? []),
    );
  }
  if (error.status === 404) return failed(404, 'backoffice.documents.error.not-found', {}, [], values);
  return failed(refusalStatus(error), 'backoffice.documents.error.unexpected', {}, [], values);
}

/** The body of the editor's form for its type; a JSON field that does not parse is named. */
function bodyOf(type: DocumentType, form: FormData): { body: unknown } | { issue: FieldIssue } {
  const json = (field: string): { value: unknown } | { issue: FieldIssue } => {
    try {
      return { value: JSON.parse(textOf(form, field)) as unknown };
    } catch (error) {
      return { issue: { field, message: error instanceof Error ? error.message : String(error) } };
    }
  };
  if (type === 'translation') return { body: { value: textOf(form, 'value') } };
  if (type === 'page') {
    // Each block's fields (block-form.ts); the contract, checked by the API, judges what they hold.
    const blocks = blocksOfValues(formValues(form));
    if ('issue' in blocks) return { issue: blocks.issue };
    return {
      body: {
        title: textOf(form, 'title'),
        url: textOf(form, 'url'),
        template: textOf(form, 'template'),
        metaDescription: textOf(form, 'metaDescription') || null,
        parentPageId: textOf(form, 'parentPageId') || null,
        blocks: blocks.blocks,
      },
    };
  }
  const parsed = json(type === 'menu' ? 'items' : 'settings');
  if ('issue' in parsed) return { issue: parsed.issue };
  return { body: type === 'menu' ? { items: parsed.value } : parsed.value };
}

const formValues = (form: FormData): FormValues =>
  Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')) as FormValues;

/** POST on either screen: save (or preview) a document, save the settings form, restore a version, delete. */
export async function documentsAction(args: AuthArgs, screen: 'backofficeDocuments' | 'backofficeSettings') {
  requireScreenAccess(args, screen);
  const form = await args.request.formData();
  const intent = textOf(form, 'intent');
  const address = addressOf(textOf(form, 'document'));
  if (!address) throw data('Bad Request', { status: 400 });
  const expected = Number.parseInt(textOf(form, 'expectedVersion'), 10);
  const expectedVersion = Number.isInteger(expected) ? expected : undefined;
  const call = args.context.get(sessionContext).call;
  const values = formValues(form);
  try {
    if (intent === 'restore') {
      const version = Number.parseInt(textOf(form, 'version'), 10);
      const { document } = await call(endpoints.contentDocuments.restoreVersion, {
        body: { document: address as never, version },
      });
      return data<DocumentActionData>({ status: 'saved', version: document.version, restoredFrom: version });
    }
    if (intent === 'delete') {
      if (textOf(form, 'confirmed') !== 'yes') return data<DocumentActionData>({ status: 'confirm-delete' });
      await call(endpoints.contentDocuments.deleteByKey, { body: address as never });
      return data<DocumentActionData>({ status: 'deleted', key: address.key });
    }
    if (address.type === 'page') {
      const edited = editDrafts(draftsOfValues(values), intent, textOf(form, 'newBlockType'));
      if (edited) {
        const rest = Object.entries(values).filter(([name]) => !name.startsWith('blocks.'));
        const revision = (Number.parseInt(textOf(form, 'revision'), 10) || 0) + 1;
        return data<DocumentActionData>({
          status: 'draft',
          values: { ...Object.fromEntries(rest), ...valuesOfDrafts(edited), revision: String(revision) },
          revision,
        });
      }
    }
    let body: unknown;
    if (intent === 'save-settings') {
      const current = await call(endpoints.contentDocuments.getBySearch, { body: { ...address } });
      body = settingsBodyOf(current.items[0]?.body, form);
    } else if (intent === 'save' || intent === 'preview') {
      const read = bodyOf(address.type, form);
      if ('issue' in read) {
        return failed(
          400,
          'backoffice.documents.error.json',
          { message: read.issue.message },
          [read.issue],
          values,
        );
      }
      body = read.body;
    } else throw data('Bad Request', { status: 400 });
    const update = { ...address, body, ...(expectedVersion === undefined ? {} : { expectedVersion }) };
    if (intent === 'preview') {
      const checked = UpdateDocumentBody.safeParse(update);
      if (!checked.success) {
        const issues = checked.error.issues.map((issue) => ({
          path: ['body', ...issue.path].join('.'),
          message: issue.message,
        }));
        return failed(400, 'backoffice.documents.error.summary', {}, issuesOf(issues), values);
      }
      const page = checked.data.type === 'page' ? checked.data.body : null;
      return data<DocumentActionData>({
        status: 'preview',
        title: page?.title ?? '',
        blocks: page?.blocks ?? [],
        values,
      });
    }
    const { document } = await call(endpoints.contentDocuments.update, { body: update as never });
    return data<DocumentActionData>({ status: 'saved', version: document.version, restoredFrom: null });
  } catch (error) {
    if (!isApiError(error)) throw error;
    rethrowAccess(error);
    return refusal(error, intent === 'restore' || intent === 'delete' ? null : values);
  }
}
