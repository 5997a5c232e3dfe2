import { matchRoute } from '@shop/contracts/routes';
import { useActionData, useLocation } from 'react-router';
import {
  type ApplicationVariant,
  dealerApplicationAction,
} from '../features/account/dealer-application-action.server.ts';
import { DealerApplicationPage } from '../features/account/dealer-application-page.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import { type AuthArgs, requireRole } from '../lib/auth.server.ts';
import type { Route } from './+types/new-customer';

/**
 * One module for both application screens (spec §2): /new-customer for a company applying itself, and
 * /new-customer-salesmanager for sales staff or a B2B Manager filing one for a prospect (ADR 42).
 */
function variantOf(pathname: string): ApplicationVariant {
  return matchRoute(pathname)?.name === 'newCustomerSalesManager' ? 'prospect' : 'dealer';
}

/** The prospect form is for sales roles: a visitor logs in first, anyone else gets 403. */
function requireVariantAccess(args: AuthArgs): ApplicationVariant {
  const variant = variantOf(new URL(args.request.url).pathname);
  if (variant === 'prospect') requireRole(args, ['impersonator', 'B2B Manager']);
  return variant;
}

export function loader(args: Route.LoaderArgs) {
  requireVariantAccess(args);
  return null;
}

export function action(args: Route.ActionArgs) {
  const variant = requireVariantAccess(args);
  return dealerApplicationAction(args.request, args.context, variant);
}

export const meta: Route.MetaFunction = ({ matches, location }) =>
  pageMeta(matches, (t) => ({
    title: t(
      variantOf(location.pathname) === 'prospect'
        ? 'account.application.title-prospect'
        : 'account.application.title',
    ),
  }));

export default function NewCustomerRoute() {
  const result = useActionData<typeof action>();
  const { pathname } = useLocation();
  return <DealerApplicationPage variant={variantOf(pathname)} result={result} />;
}
