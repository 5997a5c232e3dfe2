import { data, useLoaderData } from 'react-router';
import { visitorToken } from '../features/checkout/guest-session.server.ts';
import { loadReceiptOrders } from '../features/checkout/load-receipt.server.ts';
import { ReceiptPage } from '../features/checkout/receipt-page.tsx';
import { pageTitle } from '../features/content/content-meta.ts';
import type { RootData } from '../features/layout/root-data.ts';
import { clientAddress } from '../lib/client-address.server.ts';
import { createTranslate } from '../lib/i18n/translate.ts';
import { languageContext, sessionContext } from '../lib/middleware/request-context.ts';
import type { Route } from './+types/checkout-receipt';

/** The receipt at /checkout/receipt and /da/checkout/kvittering (`?orderId=…`, once per order). */
export async function loader({ request, context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const orders = await loadReceiptOrders({
    search: new URL(request.url).searchParams,
    language: context.get(languageContext),
    token: visitorToken(request, session.token),
    forwardedFor: clientAddress(context),
  });
  return data({ orders, guest: !session.user }, { headers: { 'Cache-Control': 'private, no-store' } });
}

// A checkout page is one visitor's (and may carry the guest's cookie): never a shared cache's. Set-Cookie
// reaches the document by itself; other loader headers only through this export.
export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) => {
  const root = matches.find((match) => match?.id === 'root')?.loaderData as RootData | undefined;
  const t = createTranslate(root?.translations ?? {});
  return [{ title: pageTitle(t('receipt.title'), root) }, { name: 'robots', content: 'noindex' }];
};

export default function CheckoutReceiptRoute() {
  const { orders, guest } = useLoaderData<typeof loader>();
  return <ReceiptPage orders={orders} guest={guest} />;
}
