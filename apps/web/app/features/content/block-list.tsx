import type { Area, Block } from '@shop/contracts';
import { FormBlock } from '../forms/form-block.tsx';
import { ModalLinks } from '../forms/modal-links.tsx';
import { ProductList } from '../search/product-list/product-list.tsx';
import type { ProductListData } from '../search/product-list-data.ts';
import { CategoryTilesBlock } from './blocks/category-tiles-block.tsx';
import { HeroBlock } from './blocks/hero-block.tsx';
import { RichTextBlock } from './blocks/rich-text-block.tsx';

type BlockListProps = {
  blocks: Block[];
  heroIsPageHeading: boolean;
  /** The loader's first search for the page's product list block (one per page). */
  productList?: ProductListData | null;
  prints?: Area['prints'];
  /** Blocks drawn inside a content modal: their links do not open another modal. */
  inModal?: boolean;
};

/** Renders a page's blocks in order. A product details block belongs to product pages (see ContentView). */
export function BlockList({
  blocks,
  heroIsPageHeading,
  productList = null,
  prints = [],
  inModal = false,
}: BlockListProps) {
  const list = (
    <div className="block-list">
      {blocks.map((block, index) => {
        switch (block.type) {
          case 'hero':
            return <HeroBlock key={index} block={block} isPageHeading={heroIsPageHeading && index === 0} />;
          case 'richText':
            return <RichTextBlock key={index} html={block.html} />;
          case 'categoryTiles':
            return <CategoryTilesBlock key={index} block={block} />;
          case 'productList':
            return productList ? (
              <div key={index} className="container">
                <ProductList data={productList} prints={prints} />
              </div>
            ) : null;
          case 'form':
            return <FormBlock key={index} block={block} />;
          default:
            return null;
        }
      })}
    </div>
  );
  if (inModal) return list;
  // Content links with data-modal open a content modal (ADR 53).
  return (
    <ModalLinks
      renderBlocks={(modalBlocks) => <BlockList blocks={modalBlocks} heroIsPageHeading={false} inModal />}
    >
      {list}
    </ModalLinks>
  );
}
