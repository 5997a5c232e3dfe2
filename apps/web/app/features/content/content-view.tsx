import type { ContentType, PageContent, Product } from '@shop/contracts';
import { Breadcrumbs } from '../../components/ui/breadcrumbs.tsx';
import { findMenuTrail, pageInMenu, sideNavigationItems } from '../../lib/menu-trail.ts';
import { useRootData } from '../../lib/root-data.ts';
import { MerchandisingGate } from '../merchandising/merchandising-gate.tsx';
import { ProductDetails } from '../product/product-details/product-details.tsx';
import { ProductList } from '../search/product-list/product-list.tsx';
import type { ProductListData } from '../search/product-list-data.ts';
import { BlockList } from './block-list.tsx';
import { CategoryHero } from './category-hero.tsx';
import { LoginPrompt } from './login-prompt.tsx';
import { SideNavigation } from './side-navigation.tsx';

type ContentViewProps = {
  content: PageContent;
  contentType: ContentType;
  productList: ProductListData | null;
  product: Product | null;
};

/** Spec §2: page layout varies by content type (page, category, product, product preview). */
export function ContentView({ content, contentType, productList, product }: ContentViewProps) {
  const root = useRootData();
  const area = root?.area;
  const menus = area?.menus ?? [];
  const prints = area?.prints ?? [];
  const trail = findMenuTrail(menus, pageInMenu(content, product));
  switch (contentType) {
    case 'category':
      return (
        <div className="container content-layout content-layout--category">
          <Breadcrumbs trail={trail} current={content.title} />
          <CategoryHero title={content.title} image={content.heroImage} />
          {productList ? (
            // Staff may arrange the category instead (merchandising mode, ADR 52).
            <MerchandisingGate
              area={productList.area}
              categoryId={productList.config.category ?? content.id}
              revision={productList}
            >
              {/* Keyed by page: another category starts a new list instead of reusing this one's state. */}
              <ProductList
                key={content.id}
                data={productList}
                prints={prints}
                sideNavigation={
                  <SideNavigation items={sideNavigationItems(trail)} currentUrl={content.url} />
                }
              />
            </MerchandisingGate>
          ) : null}
        </div>
      );
    case 'product':
    case 'product-preview':
      return (
        <div className="container content-layout content-layout--product">
          <Breadcrumbs trail={trail} current={content.title} />
          {product ? (
            <ProductDetails key={product.id} product={product} preview={contentType === 'product-preview'} />
          ) : (
            <h1 className="page-title">{content.title}</h1>
          )}
        </div>
      );
    default: {
      const startsWithHero = content.blocks[0]?.type === 'hero';
      const account = content.template === 'service' || content.template === 'sales';
      return (
        <div className={`content-layout content-layout--page${account ? ' content-layout--account' : ''}`}>
          {startsWithHero ? null : (
            <div className="container">
              <h1 className="page-title">{content.title}</h1>
            </div>
          )}
          {content.template === 'frontpage' && !root?.user ? <LoginPrompt /> : null}
          <BlockList
            key={content.id}
            blocks={content.blocks}
            heroIsPageHeading={startsWithHero}
            productList={productList}
            prints={prints}
          />
        </div>
      );
    }
  }
}
