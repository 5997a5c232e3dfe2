import { useActionData, useLoaderData } from 'react-router';
import { CartPage } from '../features/cart/cart-page/cart-page.tsx';
import { loadSalesContacts } from '../features/cart/load-sales-contacts.server.ts';
import { quickOrderAction } from '../features/cart/quick-order/quick-order-action.server.ts';
import { pageMeta } from '../features/layout/page-meta.ts';
import { languageContext, sessionContext } from '../lib/middleware/request-context.ts';
import { newRequestId } from '../lib/new-request-id.ts';
import type { Route } from './+types/cart';

/**
 * The side column's sales contacts, for a session acting for a customer (a dealer, or a sales user
 * impersonating one); visitors have none to ask for. Such a page is private already (auth middleware). Such a
 * session also gets the request id of the quick order's form without JavaScript, new with every render (ADR 77).
 */
export async function loader({ context }: Route.LoaderArgs) {
  const session = context.get(sessionContext);
  const customer = Boolean(session.token && session.user?.customerNumber);
  const salesContacts = customer ? await loadSalesContacts(session.call, context.get(languageContext)) : null;
  return { salesContacts, quickOrderRequestId: customer ? newRequestId() : null };
}

/** The quick order's form posted without JavaScript (ADR 57). */
export async function action(args: Route.ActionArgs) {
  return quickOrderAction(args);
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('cart.title'), noindex: true }));

/** Spec §2 cart page (/cart, /da/kurv). The carts are the visitor's own and load in the browser. */
export default function CartRoute() {
  const { salesContacts, quickOrderRequestId } = useLoaderData<typeof loader>();
  const posted = useActionData<typeof action>();
  return (
    <CartPage
      salesContacts={salesContacts}
      quickOrder={quickOrderRequestId ? { requestId: quickOrderRequestId, posted } : null}
    />
  );
}
