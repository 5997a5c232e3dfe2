import { type LanguageCode, localizePath, matchRoute } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import { data, redirect } from 'react-router';
import { isApiError, refusalStatus } from '../../lib/api-error.ts';
import type { AuthArgs } from '../../lib/auth.server.ts';
import { requireRole } from '../../lib/auth.server.ts';
import { adoptSessionToken, endImpersonation } from '../../lib/impersonation-session.server.ts';
import {
  languageContext,
  type RequestSession,
  sessionContext,
} from '../../lib/middleware/request-context.ts';
import { isOnSalesDashboard } from '../../lib/sales-manager-rule.ts';

/** What a refused "Act as" tells the page: a translation key, and the customer it was about. */
export type ImpersonationActionData = { errorKey: TextKey; customerNumber: string | null };

/** The form fields of the actions (act-as-form.tsx and stop-impersonation-form.tsx write them). */
export const impersonationFields = {
  intent: 'intent',
  customerNumber: 'customerNumber',
  userId: 'userId',
  returnTo: 'returnTo',
} as const;

/**
 * Where to go after acting: a page of this shop (`returnTo`, e.g. a cart from the temporary orders), never
 * another host and never the dashboard (which would end the session again); the home page by default.
 */
export function actingTarget(returnTo: string | null, language: LanguageCode): string {
  const home = localizePath('home', language);
  if (!returnTo || !returnTo.startsWith('/') || returnTo.startsWith('//') || returnTo.includes('\\'))
    return home;
  const { pathname } = new URL(returnTo, 'http://shop.invalid');
  if (isOnSalesDashboard(pathname) || matchRoute(pathname)?.name === 'impersonation') return home;
  return returnTo;
}

/** What a refused "View prices" says (ADR 82), by the API's answer. */
const priceViewRefusals: Record<number, TextKey> = {
  400: 'price-view.error.not-found',
  403: 'price-view.error.forbidden',
  404: 'price-view.error.not-found',
};

/**
 * `intent=view-prices` with a customerNumber: StartPriceView at the API (the session token stays; the API holds
 * the customer with it), then the shop page the staff member came from. `intent=stop-price-view`: back to
 * visitor prices on the same page. Both are plain form posts followed by a full page load (ADR 82).
 */
async function priceViewAction(
  session: RequestSession,
  intent: 'view-prices' | 'stop-price-view',
  customerNumber: string | null,
  target: string,
) {
  if (intent === 'stop-price-view') {
    await session.call(endpoints.priceView.stopPriceView, {});
    return redirect(target);
  }
  if (!customerNumber)
    return data<ImpersonationActionData>({ errorKey: 'price-view.error.not-found', customerNumber }, 400);
  try {
    await session.call(endpoints.priceView.startPriceView, { body: { customerNumber } });
    return redirect(target);
  } catch (error) {
    if (!isApiError(error)) throw error;
    const code = error.body?.errorCode;
    const errorKey =
      code === 'price-view.customer-inactive'
        ? 'price-view.error.inactive'
        : code === 'price-view.while-acting'
          ? 'price-view.error.acting'
          : (priceViewRefusals[error.status] ?? 'impersonation.error.failed');
    return data<ImpersonationActionData>({ errorKey, customerNumber }, refusalStatus(error));
  }
}

const refusals: Record<number, TextKey> = {
  // A customer number or user id the API cannot even read (a NUL, 10,000 characters) is no customer.
  400: 'impersonation.error.not-found',
  403: 'impersonation.error.forbidden',
  404: 'impersonation.error.not-found',
  409: 'impersonation.error.inactive',
};

/**
 * POST /impersonation (ADR 45). `intent=act-as` with a customerNumber or a userId: Impersonate at the API,
 * the new token into the httpOnly session cookie, then the shop (or `returnTo`) as that customer.
 * `intent=stop`: Unimpersonate, the sales user's own token, then the dashboard. `intent=view-prices` and
 * `stop-price-view` view a customer's prices without acting for them (ADR 82; `priceViewAction`). A full page load follows
 * either way (the forms are plain HTML forms), so no price or cart of the other customer stays in memory.
 */
export async function impersonationAction(args: AuthArgs) {
  requireRole(args, 'impersonator');
  const { request, context } = args;
  const language = context.get(languageContext);
  const session = context.get(sessionContext);
  const form = await request.formData();
  const field = (name: string) => {
    const value = form.get(name);
    return typeof value === 'string' && value.trim() ? value.trim() : null;
  };

  const intent = field(impersonationFields.intent);
  if (intent === 'view-prices' || intent === 'stop-price-view')
    return priceViewAction(
      session,
      intent,
      field(impersonationFields.customerNumber),
      actingTarget(field(impersonationFields.returnTo), language),
    );

  if (intent === 'stop') {
    const cookie = await endImpersonation(session, context);
    return redirect(localizePath('sales', language), { headers: { 'Set-Cookie': cookie } });
  }

  const customerNumber = field(impersonationFields.customerNumber);
  const userId = field(impersonationFields.userId);
  if (!customerNumber && !userId)
    return data<ImpersonationActionData>({ errorKey: 'impersonation.error.not-found', customerNumber }, 400);
  try {
    const answer = await session.call(endpoints.salesImpersonation.impersonate, {
      body: userId ? { userId } : { customerNumber },
    });
    const cookie = adoptSessionToken(session, context, answer);
    return redirect(actingTarget(field(impersonationFields.returnTo), language), {
      headers: { 'Set-Cookie': cookie },
    });
  } catch (error) {
    if (!isApiError(error)) throw error;
    const errorKey = refusals[error.status] ?? 'impersonation.error.failed';
    return data<ImpersonationActionData>({ errorKey, customerNumber }, refusalStatus(error));
  }
}
