import type { TextKey } from '@shop/ui-texts';
import { useEffect, useId, useRef } from 'react';
import { useT } from '../../../lib/i18n/i18n-context.tsx';
import { type BlockDraft, blockTypes, draftsOfValues, refusedField, type tileFields } from './block-form.ts';
import type { FormValues } from './documents-data.ts';
import { RichTextField } from './rich-text-field.tsx';

type FieldProps = {
  name: string;
  label: string;
  value: string;
  refused: readonly string[];
  hint?: string;
  rows?: number;
};

/** One text field of a block; marked invalid when the API refused it (its name is the field's path). */
function TextField({ name, label, value, refused, hint, rows }: FieldProps) {
  const id = useId();
  const invalid = refusedField(name, refused);
  const props = {
    id,
    name,
    defaultValue: value,
    className: `form-control${rows ? ' font-monospace' : ''}${invalid ? ' is-invalid' : ''}`,
    'aria-invalid': invalid || undefined,
    'aria-describedby': hint ? `${id}-hint` : undefined,
  };
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      {rows ? <textarea rows={rows} spellCheck={false} {...props} /> : <input {...props} />}
      {hint ? (
        <p id={`${id}-hint`} className="form-text">
          {hint}
        </p>
      ) : null}
    </div>
  );
}

function Choice({
  name,
  label,
  value,
  options,
}: {
  name: string;
  label: string;
  value: string;
  options: Array<[string, string]>;
}) {
  const id = useId();
  return (
    <div className="mb-3">
      <label htmlFor={id} className="form-label">
        {label}
      </label>
      <select id={id} name={name} className="form-select" defaultValue={value}>
        {options.map(([option, text]) => (
          <option key={option} value={option}>
            {text}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * A page's blocks, each a small form of its own type inside one fieldset; the buttons to add, move and remove
 * blocks and tiles post the page form (the server answers the form with the change, nothing saved).
 */
export function BlockFields({
  values,
  refused,
  changed,
}: {
  values: FormValues;
  refused: readonly string[];
  /** Drawn after a block button: focus goes to the blocks' heading, not back to the top of the page. */
  changed: boolean;
}) {
  const t = useT();
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (changed) heading.current?.focus();
  }, [changed]);
  const newTypeId = useId();
  const drafts = draftsOfValues(values);
  return (
    <section aria-labelledby={headingId} className="mb-3">
      <h3 id={headingId} className="h5" ref={heading} tabIndex={-1}>
        {t('backoffice.documents.blocks.title')}
      </h3>
      {drafts.length === 0 ? <p>{t('backoffice.documents.blocks.none')}</p> : null}
      {drafts.map((draft, index) => (
        <BlockFieldset
          // Blocks are re-numbered on every change; the form is drawn anew then (its key holds the revision).
          key={index}
          draft={draft}
          index={index}
          count={drafts.length}
          refused={refused}
        />
      ))}
      <div className="d-flex gap-2 align-items-end flex-wrap">
        <div>
          <label htmlFor={newTypeId} className="form-label">
            {t('backoffice.documents.block.new-type')}
          </label>
          <select id={newTypeId} name="newBlockType" className="form-select" defaultValue="richText">
            {blockTypes.map((type) => (
              <option key={type} value={type}>
                {t(`backoffice.documents.block.type.${type}`)}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" name="intent" value="add-block" className="btn btn-outline-secondary">
          {t('backoffice.documents.block.add')}
        </button>
      </div>
    </section>
  );
}

function BlockFieldset({
  draft,
  index,
  count,
  refused,
}: {
  draft: BlockDraft;
  index: number;
  count: number;
  refused: readonly string[];
}) {
  const t = useT();
  const name = (field: string) => `blocks.${index}.${field}`;
  const field = (key: string, labelKey: TextKey, extra: Partial<FieldProps> = {}) => (
    <TextField
      name={name(key)}
      label={t(labelKey)}
      value={draft.fields[key] ?? ''}
      refused={refused}
      {...extra}
    />
  );
  const typeName = (blockTypes as readonly string[]).includes(draft.type)
    ? t(`backoffice.documents.block.type.${draft.type as (typeof blockTypes)[number]}`)
    : draft.type;
  return (
    <fieldset className="border rounded p-3 mb-3">
      <legend className="h6 float-none w-auto px-1 mb-2">
        {t('backoffice.documents.block.legend', { number: index + 1, type: typeName })}
      </legend>
      <input type="hidden" name={name('type')} value={draft.type} />
      {draft.type === 'hero' ? (
        <>
          {field('heading', 'backoffice.documents.block.heading')}
          {field('text', 'backoffice.documents.block.text', { rows: 3 })}
          {field('image', 'backoffice.documents.block.image', {
            hint: t('backoffice.documents.block.image-hint'),
          })}
          {field('linkText', 'backoffice.documents.block.linkText')}
          {field('linkUrl', 'backoffice.documents.block.linkUrl')}
        </>
      ) : null}
      {draft.type === 'richText' ? (
        <RichTextField
          name={name('html')}
          label={t('backoffice.documents.block.html')}
          value={draft.fields.html ?? ''}
          invalid={refusedField(name('html'), refused)}
        />
      ) : null}
      {draft.type === 'categoryTiles' ? (
        <>
          {field('heading', 'backoffice.documents.block.heading')}
          <TileFields draft={draft} index={index} refused={refused} />
        </>
      ) : null}
      {draft.type === 'productList' ? (
        <>
          {field('categoryId', 'backoffice.documents.block.categoryId')}
          {field('query', 'backoffice.documents.block.query')}
          <Choice
            name={name('variant')}
            label={t('backoffice.documents.block.variant')}
            value={draft.fields.variant ?? ''}
            options={[
              ['', t('backoffice.documents.block.variant.default')],
              ['infinite', t('backoffice.documents.block.variant.infinite')],
              ['view-more', t('backoffice.documents.block.variant.view-more')],
              ['pager', t('backoffice.documents.block.variant.pager')],
            ]}
          />
        </>
      ) : null}
      {draft.type === 'productDetails' ? field('productId', 'backoffice.documents.block.productId') : null}
      {draft.type === 'form'
        ? field('json', 'backoffice.documents.block.json', {
            rows: 12,
            hint: t('backoffice.documents.block.json-hint'),
          })
        : null}
      <div className="d-flex gap-2 flex-wrap">
        {index > 0 ? (
          <button
            type="submit"
            name="intent"
            value={`move-up:${index}`}
            className="btn btn-outline-secondary btn-sm"
          >
            {t('backoffice.documents.block.move-up')}
          </button>
        ) : null}
        {index < count - 1 ? (
          <button
            type="submit"
            name="intent"
            value={`move-down:${index}`}
            className="btn btn-outline-secondary btn-sm"
          >
            {t('backoffice.documents.block.move-down')}
          </button>
        ) : null}
        <button
          type="submit"
          name="intent"
          value={`remove-block:${index}`}
          className="btn btn-outline-danger btn-sm"
        >
          {t('backoffice.documents.block.remove')}
        </button>
      </div>
    </fieldset>
  );
}

/** A category tile block's links: heading, image, address and window of each, with add and remove. */
function TileFields({
  draft,
  index,
  refused,
}: {
  draft: BlockDraft;
  index: number;
  refused: readonly string[];
}) {
  const t = useT();
  const labels: Record<(typeof tileFields)[number], TextKey> = {
    header: 'backoffice.documents.block.tile.header',
    image: 'backoffice.documents.block.image',
    url: 'backoffice.documents.block.tile.url',
    target: 'backoffice.documents.block.tile.target',
  };
  return (
    <fieldset className="mb-3">
      <legend className="h6">{t('backoffice.documents.block.tiles')}</legend>
      <ol className="list-unstyled">
        {draft.tiles.map((tile, tileIndex) => {
          const name = (field: string) => `blocks.${index}.tiles.${tileIndex}.${field}`;
          return (
            <li key={tileIndex} className="border-start ps-3 mb-3">
              <fieldset>
                <legend className="fs-6">
                  {t('backoffice.documents.block.tile', { number: tileIndex + 1 })}
                </legend>
                {(['header', 'image', 'url'] as const).map((field) => (
                  <TextField
                    key={field}
                    name={name(field)}
                    label={t(labels[field])}
                    value={tile[field] ?? ''}
                    refused={refused}
                  />
                ))}
                <Choice
                  name={name('target')}
                  label={t(labels.target)}
                  value={tile.target ?? ''}
                  options={[
                    ['', t('backoffice.documents.block.tile.target.same')],
                    ['_blank', t('backoffice.documents.block.tile.target.blank')],
                    // A target the shop was given otherwise stays as it was unless staff choose another.
                    ...(tile.target && tile.target !== '_blank'
                      ? [[tile.target, tile.target] as [string, string]]
                      : []),
                  ]}
                />
                <button
                  type="submit"
                  name="intent"
                  value={`remove-tile:${index}:${tileIndex}`}
                  className="btn btn-outline-danger btn-sm"
                >
                  {t('backoffice.documents.block.remove-tile', { number: tileIndex + 1 })}
                </button>
              </fieldset>
            </li>
          );
        })}
      </ol>
      <button
        type="submit"
        name="intent"
        value={`add-tile:${index}`}
        className="btn btn-outline-secondary btn-sm"
      >
        {t('backoffice.documents.block.add-tile')}
      </button>
    </fieldset>
  );
}
