import { type Block, storefrontImages } from '@shop/contracts';
import type { CSSProperties } from 'react';
import { ContentLink } from '../../../components/ui/content-link.tsx';
import { MediaImage } from '../../../components/ui/media-image.tsx';

/** Columns on wide screens: five tiles sit in one row, three or six in rows of three, else four. */
export function tileColumns(count: number): number {
  if (count === 5) return 5;
  if (count % 3 === 0 && count % 4 !== 0) return 3;
  return Math.min(4, Math.max(1, count));
}

type CategoryTilesData = Extract<Block, { type: 'categoryTiles' }>;

const tileImage = storefrontImages.categoryTile;

/**
 * Spec §2: a category tile has a big header, an image and a link; the link is external when the url
 * starts with http or a target is set. The image is decorative: the header names the link.
 */
export function CategoryTilesBlock({ block }: { block: CategoryTilesData }) {
  return (
    <section className="category-tiles container">
      {block.heading ? <h2 className="section-heading">{block.heading}</h2> : null}
      <ul
        className="category-tiles__grid list-unstyled"
        style={{ '--tile-columns': tileColumns(block.tiles.length) } as CSSProperties}
      >
        {block.tiles.map((tile) => (
          <li key={tile.url + tile.header}>
            <ContentLink url={tile.url} target={tile.target} className="category-tile">
              <span className="category-tile__media">
                {/* Shows while the picture loads or when there is none; the picture covers it. */}
                <span className="category-tile__monogram" aria-hidden="true">
                  {tile.header.charAt(0)}
                </span>
                {tile.image ? (
                  <MediaImage
                    path={tile.image}
                    alt=""
                    width={tileImage.width}
                    height={tileImage.height}
                    widths={tileImage.widths}
                    sizes="(min-width: 1024px) 25vw, 50vw"
                  />
                ) : null}
              </span>
              <span className="category-tile__header">{tile.header}</span>
            </ContentLink>
          </li>
        ))}
      </ul>
    </section>
  );
}
