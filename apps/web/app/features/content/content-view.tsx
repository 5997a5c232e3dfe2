import type { ContentType, PageContent } from '@shop/contracts';
import { useRootData } from '../layout/root-data.ts';
import { BlockList } from './block-list.tsx';
import { Breadcrumbs } from './breadcrumbs.tsx';
import { findMenuTrail, sideNavigationItems } from './menu-trail.ts';
import { SideNavigation } from './side-navigation.tsx';

type ContentViewProps = { content: PageContent; contentType: ContentType };

/** Spec §2: page layout varies by content type (page, category, product, product preview). */
export function ContentView({ content, contentType }: ContentViewProps) {
  const menus = useRootData()?.area.menus ?? [];
  const trail = findMenuTrail(menus, content);
  switch (contentType) {
    case 'category':
      return (
        <div className="container content-layout content-layout--category">
          <Breadcrumbs trail={trail} current={content.title} />
          <div className="row g-4">
            <aside className="col-12 col-lg-3">
              <SideNavigation items={sideNavigationItems(trail)} currentUrl={content.url} />
            </aside>
            <div className="col-12 col-lg-9">
              <h1 className="page-title">{content.title}</h1>
              <BlockList blocks={content.blocks} heroIsPageHeading={false} />
            </div>
          </div>
        </div>
      );
    case 'product':
    case 'product-preview':
      return (
        <div className="container content-layout content-layout--product">
          <Breadcrumbs trail={trail} current={content.title} />
          <h1 className="page-title">{content.title}</h1>
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
          <BlockList blocks={content.blocks} heroIsPageHeading={startsWithHero} />
        </div>
      );
    }
  }
}
