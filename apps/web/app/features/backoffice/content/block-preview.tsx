import type { Block } from '@shop/contracts';
import { useT } from '../../../lib/i18n/i18n-context.tsx';

/**
 * A page's blocks as staff check them before saving: the text of each block in the shop's order (rich text as
 * HTML the document schema has checked: no scripts, frames or event handlers). Product lists and forms are
 * named by their type; the shop fills them in.
 */
export function BlockPreview({ title, blocks }: { title: string; blocks: Block[] }) {
  const t = useT();
  return (
    <section aria-label={t('backoffice.documents.preview.title')} className="border rounded mt-3 p-3">
      <p className="h6">{t('backoffice.documents.preview.title')}</p>
      <p className="h3">{title}</p>
      {blocks.map((block, index) => {
        const key = `${block.type}-${index}`;
        switch (block.type) {
          case 'hero':
            return (
              <div key={key} className="mb-3">
                <p className="h4">{block.heading}</p>
                <p>{block.text}</p>
                {block.linkText ? <p className="text-decoration-underline">{block.linkText}</p> : null}
              </div>
            );
          case 'richText':
            return (
              <div key={key} className="mb-3">
                {/* biome-ignore lint/security/noDangerouslySetInnerHtml: the document schema refused unsafe HTML */}
                <div className="rich-text" dangerouslySetInnerHTML={{ __html: block.html }} />
              </div>
            );
          case 'categoryTiles':
            return (
              <div key={key} className="mb-3">
                {block.heading ? <p className="h5">{block.heading}</p> : null}
                <ul>
                  {block.tiles.map((tile) => (
                    <li key={`${tile.header}-${tile.url}`}>{tile.header}</li>
                  ))}
                </ul>
              </div>
            );
          default:
            return (
              <p key={key} className="text-body-secondary">
                [{block.type}]
              </p>
            );
        }
      })}
    </section>
  );
}
