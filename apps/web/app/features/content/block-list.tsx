import type { Block } from '@shop/contracts';
import { CategoryTilesBlock } from './blocks/category-tiles-block.tsx';
import { HeroBlock } from './blocks/hero-block.tsx';
import { RichTextBlock } from './blocks/rich-text-block.tsx';

/**
 * Renders a page's blocks in order. productList and productDetails arrive with the catalogue issue and
 * render nothing until then.
 */
export function BlockList({ blocks, heroIsPageHeading }: { blocks: Block[]; heroIsPageHeading: boolean }) {
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
          default:
            return null;
        }
      })}
    </div>
  );
}
