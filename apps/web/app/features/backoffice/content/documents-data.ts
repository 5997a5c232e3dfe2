import type { Block, ContentDocument, DocumentType, DocumentVersion, LanguageCode } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';

/** A document's address as the screens pass it around. */
export type DocumentAddress = { type: DocumentType; areaId: string; languageCode: LanguageCode; key: string };

/** The content list's filters, read from the URL (`?type=&language=&q=&page=&open=type:area:language:key`). */
export type DocumentsQuery = {
  type: DocumentType | '';
  language: LanguageCode | '';
  text: string;
  page: number;
  open: DocumentAddress | null;
};

/** The open document (null when it does not exist, e.g. just deleted) with its versions. */
export type OpenDocument = {
  address: DocumentAddress;
  document: ContentDocument | null;
  versions: DocumentVersion[];
};

export type DocumentsLoaderData =
  | {
      status: 'ok';
      query: DocumentsQuery;
      items: ContentDocument[];
      total: number;
      pageSize: number;
      open: OpenDocument | null;
    }
  | { status: 'failed'; query: DocumentsQuery };

export type SettingsLoaderData =
  | { status: 'ok'; language: LanguageCode; open: OpenDocument }
  | { status: 'failed'; language: LanguageCode };

/** A refused field: where (the body's field, `title`, `blocks.0.heading`) and the API's reason. */
export type FieldIssue = { field: string; message: string };

/** What the form sent, to show again after a refusal (nothing typed is lost). */
export type FormValues = Record<string, string>;

export type DocumentActionData =
  | { status: 'saved'; version: number; restoredFrom: number | null }
  | { status: 'deleted'; key: string }
  | { status: 'confirm-delete' }
  | { status: 'preview'; title: string; blocks: Block[]; values: FormValues }
  /** A block added, removed or moved (not saved): the form again with the change; `revision` counts them. */
  | { status: 'draft'; values: FormValues; revision: number }
  | {
      status: 'failed';
      messageKey: TextKey;
      params: Record<string, string>;
      issues: FieldIssue[];
      values: FormValues | null;
    };

export const pageSize = 25;

/** `page:b2b:en:about` ⇄ address (keys never hold a colon). */
export const addressParam = (address: DocumentAddress) =>
  `${address.type}:${address.areaId}:${address.languageCode}:${address.key}`;
