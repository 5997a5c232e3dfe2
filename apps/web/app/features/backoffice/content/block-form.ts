import type { Block } from '@shop/contracts';
import type { FieldIssue, FormValues } from './documents-data.ts';

/**
 * A page's blocks as the editor's one page-level form posts them (it works without JavaScript): each field is
 * named by its place in the body, `blocks.0.heading`, `blocks.2.tiles.1.url`, the same path the API names in a
 * refusal, so a refused field is marked where it is. Every value is text; empty text is "none" (null) where
 * the contract allows null. A form block keeps its JSON (its field list is a form of its own).
 */
export type BlockType = Block['type'];
export const blockTypes = [
  'hero',
  'richText',
  'categoryTiles',
  'productList',
  'productDetails',
  'form',
] as const satisfies readonly BlockType[];

/** A block as its form holds it: each field as text, a tile block's tiles as a list of such. */
export type BlockDraft = {
  type: string;
  fields: Record<string, string>;
  tiles: Array<Record<string, string>>;
};

/** Each type's fields in the form's order (`json`: the form block's JSON). */
export const blockFields: Record<BlockType, readonly string[]> = {
  hero: ['heading', 'text', 'image', 'linkText', 'linkUrl'],
  richText: ['html'],
  categoryTiles: ['heading'],
  productList: ['categoryId', 'query', 'variant'],
  productDetails: ['productId'],
  form: ['json'],
};
export const tileFields = ['header', 'image', 'url', 'target'] as const;

/** Fields whose empty text is stored as null (the rest stay text; an empty product list variant is left out). */
const nullable = new Set(['image', 'linkText', 'linkUrl', 'categoryId', 'query', 'target']);
const nullableHeading = new Set<string>(['categoryTiles']);

const isBlockType = (type: string): type is BlockType => (blockTypes as readonly string[]).includes(type);
const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** A stored block as its form shows it. */
export function draftOfBlock(block: Block): BlockDraft {
  if (block.type === 'form') {
    const { type, ...rest } = block;
    return { type, fields: { json: JSON.stringify(rest, null, 2) }, tiles: [] };
  }
  const record = block as Record<string, unknown>;
  const fields = Object.fromEntries(blockFields[block.type].map((name) => [name, text(record[name])]));
  const tiles =
    block.type === 'categoryTiles'
      ? block.tiles.map((tile) => Object.fromEntries(tileFields.map((name) => [name, text(tile[name])])))
      : [];
  return { type: block.type, fields, tiles };
}

/** A new, empty block of a type (a form block starts from the fields every form needs). */
export function emptyDraft(type: BlockType): BlockDraft {
  if (type === 'form') {
    const skeleton = {
      formKey: '',
      heading: null,
      intro: null,
      handler: 'mail',
      fields: [],
      submitText: '',
      successText: '',
    };
    return { type, fields: { json: JSON.stringify(skeleton, null, 2) }, tiles: [] };
  }
  const fields = Object.fromEntries(blockFields[type].map((name) => [name, '']));
  return { type, fields, tiles: type === 'categoryTiles' ? [emptyTile()] : [] };
}

const emptyTile = () => Object.fromEntries(tileFields.map((name) => [name, ''])) as Record<string, string>;

/** The form's values of the blocks (`blocks.N.type`, `blocks.N.field`, `blocks.N.tiles.M.field`). */
export function valuesOfDrafts(drafts: BlockDraft[]): FormValues {
  const values: FormValues = {};
  drafts.forEach((draft, index) => {
    values[`blocks.${index}.type`] = draft.type;
    for (const [name, value] of Object.entries(draft.fields)) values[`blocks.${index}.${name}`] = value;
    draft.tiles.forEach((tile, tileIndex) => {
      for (const [name, value] of Object.entries(tile))
        values[`blocks.${index}.tiles.${tileIndex}.${name}`] = value;
    });
  });
  return values;
}

const byNumber = (a: number, b: number) => a - b;

/** The blocks a posted form holds, in the order of their numbers (gaps are closed). */
export function draftsOfValues(values: FormValues): BlockDraft[] {
  const indices = Object.keys(values)
    .map((name) => /^blocks\.(\d{1,3})\.type$/.exec(name)?.[1])
    .filter((index) => index !== undefined)
    .map(Number)
    .sort(byNumber);
  return indices.map((index) => {
    const prefix = `blocks.${index}.`;
    const type = values[`${prefix}type`] ?? '';
    const names = isBlockType(type) ? blockFields[type] : [];
    const fields = Object.fromEntries(names.map((name) => [name, values[`${prefix}${name}`] ?? '']));
    const tileIndices = new Set<number>();
    for (const name of Object.keys(values)) {
      const match = /^tiles\.(\d{1,3})\.[a-zA-Z]+$/.exec(name.slice(prefix.length));
      if (name.startsWith(prefix) && match) tileIndices.add(Number(match[1]));
    }
    const tiles =
      type === 'categoryTiles'
        ? [...tileIndices]
            .sort(byNumber)
            .map((tile) =>
              Object.fromEntries(
                tileFields.map((name) => [name, values[`${prefix}tiles.${tile}.${name}`] ?? '']),
              ),
            )
        : [];
    return { type, fields, tiles };
  });
}

/**
 * The block the contract checks: empty optional text as null. A form block's JSON that does not parse is an
 * issue named by its field; everything else the contract (API) judges, naming the field it refuses.
 */
export function blockOfDraft(draft: BlockDraft, index: number): { block: unknown } | { issue: FieldIssue } {
  const { type, fields } = draft;
  if (type === 'form') {
    try {
      const parsed = JSON.parse(fields.json ?? '') as unknown;
      const rest = typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? parsed : {};
      return { block: { ...rest, type } };
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      return { issue: { field: `blocks.${index}.json`, message } };
    }
  }
  const block: Record<string, unknown> = { type };
  for (const [name, value] of Object.entries(fields)) {
    const none = nullable.has(name) || (name === 'heading' && nullableHeading.has(type));
    if (name === 'variant') {
      if (value !== '') block.variant = value;
    } else block[name] = none && value.trim() === '' ? null : value;
  }
  if (type === 'categoryTiles') {
    block.tiles = draft.tiles.map((tile) =>
      Object.fromEntries(
        Object.entries(tile).map(([name, value]) => [
          name,
          nullable.has(name) && value.trim() === '' ? null : value,
        ]),
      ),
    );
  }
  return { block };
}

/** The posted blocks as the contract reads them, or the first field that is not even readable. */
export function blocksOfValues(values: FormValues): { blocks: unknown[] } | { issue: FieldIssue } {
  const blocks: unknown[] = [];
  for (const [index, draft] of draftsOfValues(values).entries()) {
    const read = blockOfDraft(draft, index);
    if ('issue' in read) return read;
    blocks.push(read.block);
  }
  return { blocks };
}

/**
 * The form's block buttons (they post the form like Save, so they work without JavaScript):
 * `add-block` (the type chosen beside it), `remove-block:N`, `move-up:N`, `move-down:N`, `add-tile:N`,
 * `remove-tile:N:M`. Null when the intent is none of them.
 */
export function editDrafts(drafts: BlockDraft[], intent: string, newType: string): BlockDraft[] | null {
  const [action = '', first = '', second = ''] = intent.split(':');
  const index = Number.parseInt(first, 10);
  const inRange = Number.isInteger(index) && index >= 0 && index < drafts.length;
  const next = [...drafts];
  switch (action) {
    case 'add-block':
      return isBlockType(newType) ? [...drafts, emptyDraft(newType)] : drafts;
    case 'remove-block':
      if (inRange) next.splice(index, 1);
      return next;
    case 'move-up':
    case 'move-down': {
      const target = action === 'move-up' ? index - 1 : index + 1;
      if (!inRange || target < 0 || target >= drafts.length) return next;
      [next[index], next[target]] = [next[target] as BlockDraft, next[index] as BlockDraft];
      return next;
    }
    case 'add-tile':
    case 'remove-tile': {
      const draft = inRange ? drafts[index] : undefined;
      if (!draft || draft.type !== 'categoryTiles') return next;
      const tile = Number.parseInt(second, 10);
      const tiles =
        action === 'add-tile' ? [...draft.tiles, emptyTile()] : draft.tiles.filter((_, at) => at !== tile);
      next[index] = { ...draft, tiles };
      return next;
    }
    default:
      return null;
  }
}

/** Whether a refused field (`blocks.3.fields.0.name`) belongs to this input (`blocks.3.json` holds it all). */
export function refusedField(input: string, refused: readonly string[]): boolean {
  if (input.endsWith('.json')) {
    const prefix = input.slice(0, -'json'.length);
    return refused.some((field) => field.startsWith(prefix) || field === input);
  }
  return refused.includes(input);
}
