import type { Area, Block } from '@shop/contracts';
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
};

/** Renders a page's blocks in order. A product details block belongs to product pages (see ContentView). */
export function BlockList({ blocks, heroIsPageHeading, productList = null, prints = [] }: BlockListProps) {
  return (
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
          default:
            return null;
        }
      })}
    </div>
  );
}
