import { useLoaderData } from 'react-router';
import { CartPage } from '../features/cart/cart-page/cart-page.tsx';
import { loadSalesContacts } from '../features/cart/load-sales-contacts.server.ts';
import { pageMeta } from '../features/layout/page-meta.ts';
import { languageContext, sessionContext } from '../lib/middleware/request-context.ts';
import type { Route } from './+types/cart';

/**
 * The side column's sales contacts, for a session acting for a customer (a dealer, or a sales user
 * impersonating one); visitors have none to ask for. Such a page is private already (auth middleware).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const salesContacts =
    session.token && session.user?.customerNumber
      ? await loadSalesContacts(session.call, context.get(languageContext))
      : null;
  return { salesContacts };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('cart.title'), noindex: true }));

/** Spec §2 cart page (/cart, /da/kurv). The carts are the visitor's own and load in the browser. */
export default function CartRoute() {
  const { salesContacts } = useLoaderData<typeof loader>();
  return <CartPage salesContacts={salesContacts} />;
}
