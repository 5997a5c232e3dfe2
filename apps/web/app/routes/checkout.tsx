import { data, useLoaderData } from 'react-router';
import { CheckoutPage } from '../features/checkout/checkout-page.tsx';
import { ensureGuestToken } from '../features/checkout/guest-session.server.ts';
import { readPaymentReturn } from '../features/checkout/payment-return.ts';
import { pageMeta } from '../features/layout/page-meta.ts';
import { sessionContext } from '../lib/middleware/request-context.ts';
import type { Route } from './+types/checkout';

/**
 * Checkout at /ecom/checkout and /da/checkout. A visitor who is not logged in checks out as a guest: the
 * guest's token is issued here, once, into its httpOnly cookie, so the cart calls the page makes through the
 * BFF own the server cart the local cart becomes.
 */
export async function loader({ request, context }: Route.LoaderArgs) {
  const paymentReturn = readPaymentReturn(new URL(request.url).searchParams);
  const headers = new Headers({ 'Cache-Control': 'private, no-store' });
  const session = context.get(sessionContext);
  if (!session.user) {
    const { setCookie } = await ensureGuestToken(request, session.call);
    if (setCookie) headers.append('Set-Cookie', setCookie);
  }
  return data({ paymentReturn }, { headers });
}

// A checkout page is one visitor's (and may carry the guest's cookie): never a shared cache's. Set-Cookie
// reaches the document by itself; other loader headers only through this export.
export function headers(_: Route.HeadersArgs) {
  return { 'Cache-Control': 'private, no-store' };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('checkout.title'), noindex: true }));

export default function CheckoutRoute() {
  const { paymentReturn } = useLoaderData<typeof loader>();
  return <CheckoutPage paymentReturn={paymentReturn} />;
}
