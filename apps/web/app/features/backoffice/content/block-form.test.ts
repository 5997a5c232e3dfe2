import { type Block, PageDocumentBody } from '@shop/contracts';
import { describe, expect, it } from 'vitest';
import {
  blocksOfValues,
  draftOfBlock,
  draftsOfValues,
  editDrafts,
  emptyDraft,
  refusedField,
  valuesOfDrafts,
} from './block-form.ts';

const blocks: Block[] = [
  {
    type: 'hero',
    heading: 'Made for little adventures',
    text: 'Autumn/Winter 2026 has landed.',
    image: 'content/hero.jpg',
    linkText: null,
    linkUrl: null,
  },
  { type: 'richText', html: '<h2>Wool</h2><p>Soft <strong>merino</strong>.</p>' },
  {
    type: 'categoryTiles',
    heading: null,
    tiles: [
      { header: 'Baby', image: 'categories/baby.jpg', url: '/baby', target: null },
      { header: 'Care guide', image: null, url: 'https://care.example/', target: '_blank' },
    ],
  },
  { type: 'productList', categoryId: 'kids', query: null, variant: 'pager' },
  { type: 'productList', categoryId: null, query: 'wool' },
  { type: 'productDetails', productId: 'P-1' },
  {
    type: 'form',
    formKey: 'contact',
    heading: 'Write to us',
    intro: null,
    handler: 'mail',
    fields: [
      {
        name: 'message',
        type: 'textarea',
        label: 'Message',
        required: true,
        maxLength: null,
        options: null,
        help: null,
      },
    ],
    submitText: 'Send',
    successText: 'Thank you',
  },
];

const page = (blocksRead: unknown) => ({
  url: '/about',
  title: 'About',
  template: 'page',
  metaDescription: null,
  parentPageId: null,
  blocks: blocksRead,
});

describe('A page’s blocks as form fields', () => {
  it('come back from the posted fields as they were, for every block type', () => {
    const values = valuesOfDrafts(blocks.map(draftOfBlock));
    expect(values['blocks.0.heading']).toBe('Made for little adventures');
    expect(values['blocks.0.image']).toBe('content/hero.jpg');
    expect(values['blocks.0.linkUrl']).toBe('');
    expect(values['blocks.2.tiles.1.url']).toBe('https://care.example/');
    expect(values['blocks.2.tiles.0.target']).toBe('');
    const read = blocksOfValues(values);
    expect(read).toEqual({ blocks });
    // And the contract the API checks accepts them as they are.
    expect(PageDocumentBody.parse(page((read as { blocks: unknown[] }).blocks)).blocks).toEqual(blocks);
  });

  it('store empty optional fields as none and a changed field as typed', () => {
    const values = valuesOfDrafts(blocks.slice(0, 3).map(draftOfBlock));
    values['blocks.0.image'] = '  ';
    values['blocks.0.linkText'] = 'Shop now';
    values['blocks.0.linkUrl'] = '/shop';
    values['blocks.2.heading'] = '';
    values['blocks.2.tiles.1.target'] = '';
    const read = blocksOfValues(values) as { blocks: Block[] };
    expect(read.blocks[0]).toMatchObject({ image: null, linkText: 'Shop now', linkUrl: '/shop' });
    expect(read.blocks[2]).toMatchObject({ heading: null });
    expect((read.blocks[2] as Extract<Block, { type: 'categoryTiles' }>).tiles[1]?.target).toBeNull();
  });

  it('read blocks in the order of their numbers, whatever order the fields came in', () => {
    const values = {
      'blocks.10.type': 'richText',
      'blocks.10.html': '<p>last</p>',
      'blocks.2.type': 'richText',
      'blocks.2.html': '<p>first</p>',
      title: 'not a block',
    };
    expect(blocksOfValues(values)).toEqual({
      blocks: [
        { type: 'richText', html: '<p>first</p>' },
        { type: 'richText', html: '<p>last</p>' },
      ],
    });
  });

  it('name a form block whose JSON does not parse by its field', () => {
    const values = valuesOfDrafts([draftOfBlock(blocks[1] as Block), draftOfBlock(blocks[6] as Block)]);
    values['blocks.1.json'] = '{ "formKey": ';
    const read = blocksOfValues(values);
    expect(read).toMatchObject({ issue: { field: 'blocks.1.json' } });
  });

  it('leave what the contract refuses to the contract, which names the field', () => {
    const values = valuesOfDrafts([draftOfBlock(blocks[0] as Block)]);
    values['blocks.0.linkUrl'] = 'javascript:alert(1)';
    const read = blocksOfValues(values) as { blocks: unknown[] };
    const checked = PageDocumentBody.safeParse(page(read.blocks));
    expect(checked.success).toBe(false);
    expect(checked.error?.issues.map((issue) => issue.path.join('.'))).toEqual(['blocks.0.linkUrl']);
  });
});

describe('The block buttons', () => {
  const drafts = blocks.slice(0, 3).map(draftOfBlock);

  it('add an empty block of the chosen type at the end, and nothing for an unknown type', () => {
    const added = editDrafts(drafts, 'add-block', 'richText');
    expect(added).toHaveLength(4);
    expect(added?.[3]).toEqual({ type: 'richText', fields: { html: '' }, tiles: [] });
    expect(editDrafts(drafts, 'add-block', 'script')).toEqual(drafts);
    // A new tile block starts with one empty tile; a new form block with the fields every form has.
    expect(emptyDraft('categoryTiles').tiles).toHaveLength(1);
    expect(JSON.parse(emptyDraft('form').fields.json ?? '')).toMatchObject({ handler: 'mail', fields: [] });
  });

  it('move a block up and down, and not past either end', () => {
    expect(editDrafts(drafts, 'move-up:1', '')?.map((draft) => draft.type)).toEqual([
      'richText',
      'hero',
      'categoryTiles',
    ]);
    expect(editDrafts(drafts, 'move-down:1', '')?.map((draft) => draft.type)).toEqual([
      'hero',
      'categoryTiles',
      'richText',
    ]);
    expect(editDrafts(drafts, 'move-up:0', '')).toEqual(drafts);
    expect(editDrafts(drafts, 'move-down:2', '')).toEqual(drafts);
  });

  it('remove a block, and renumber the rest in the posted fields', () => {
    const removed = editDrafts(drafts, 'remove-block:0', '') ?? [];
    const values = valuesOfDrafts(removed);
    expect(values['blocks.0.type']).toBe('richText');
    expect(values['blocks.1.tiles.1.header']).toBe('Care guide');
    expect(draftsOfValues(values)).toEqual(removed);
    expect(editDrafts(drafts, 'remove-block:9', '')).toEqual(drafts);
  });

  it('add and remove the links of a tile block, and leave other blocks alone', () => {
    const added = editDrafts(drafts, 'add-tile:2', '') ?? [];
    expect(added[2]?.tiles).toHaveLength(3);
    expect(added[2]?.tiles[2]).toEqual({ header: '', image: '', url: '', target: '' });
    const removed = editDrafts(drafts, 'remove-tile:2:0', '') ?? [];
    expect(removed[2]?.tiles.map((tile) => tile.header)).toEqual(['Care guide']);
    expect(editDrafts(drafts, 'add-tile:0', '')).toEqual(drafts);
  });

  it('are none of save, preview and delete', () => {
    for (const intent of ['save', 'preview', 'delete', 'restore', '']) {
      expect(editDrafts(drafts, intent, 'richText'), intent).toBeNull();
    }
  });
});

describe('A refused field', () => {
  it('marks its own input, and a form block’s JSON for anything inside that block', () => {
    const refused = ['blocks.0.linkUrl', 'blocks.3.fields.0.name'];
    expect(refusedField('blocks.0.linkUrl', refused)).toBe(true);
    expect(refusedField('blocks.0.heading', refused)).toBe(false);
    expect(refusedField('blocks.3.json', refused)).toBe(true);
    expect(refusedField('blocks.1.json', refused)).toBe(false);
  });
});
