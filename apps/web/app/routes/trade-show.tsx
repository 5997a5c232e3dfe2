import { splitLanguagePrefix } from '@shop/contracts/routes';
import { data, useLoaderData } from 'react-router';
import { CustomerCenterLayout } from '../features/customer-center/customer-center-layout.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import { loadTradeShow } from '../features/trade-show/trade-show.server.ts';
import { TradeShowPage } from '../features/trade-show/trade-show-page.tsx';
import { useT } from '../lib/i18n/i18n-context.tsx';
import type { Route } from './+types/trade-show';

/** /trade-show (/da/messe): order from a season saved on the device, with or without a network (ADR 91). */
export async function loader(args: Route.LoaderArgs) {
  return data(await loadTradeShow(args), { headers: { 'Cache-Control': 'private, no-store' } });
}

// The customer's page: never a shared cache's (the service worker keeps its own copy on the device).
export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

// The web app manifest of the page's language makes it installable; only this page links one.
export const meta: Route.MetaFunction = ({ matches, location }) => [
  ...pageMeta(matches, (t) => ({ title: t('trade-show.title'), noindex: true })),
  {
    tagName: 'link',
    rel: 'manifest',
    href: `/trade-show.${splitLanguagePrefix(location.pathname).language}.webmanifest`,
  },
  { name: 'theme-color', content: '#2b2b2b' },
];

export default function TradeShowRoute() {
  const t = useT();
  const loaded = useLoaderData<typeof loader>();
  return (
    <CustomerCenterLayout title={t('trade-show.title')}>
      <TradeShowPage loaded={loaded} />
    </CustomerCenterLayout>
  );
}
