import type { DocumentRef } from '@shop/contracts';

/** What a list shows for a document: a page's title, a UI text's value; menus and settings by their type. */
export function titleOf(ref: Pick<DocumentRef, 'type' | 'key'>, body: unknown): string {
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  if (ref.type === 'page' && typeof fields.title === 'string') return fields.title;
  if (ref.type === 'translation' && typeof fields.value === 'string') return fields.value;
  if (ref.type === 'menu') return 'Menu';
  if (ref.type === 'areaSettings') return 'Area settings';
  return ref.key;
}
