import { CookieSettingsPage } from '../features/consent/cookie-settings-page.tsx';
import { pageMeta } from '../features/layout/page-meta.ts';
import { returnPathOf } from '../lib/consent-choice.ts';
import type { Route } from './+types/cookie-settings';

/**
 * /cookie-settings, /da/cookieindstillinger: the cookie purposes one by one, for everybody (ADR 79). The
 * banner's "Choose" leads here when no script runs; `returnTo` (a path of this site) is where saving goes.
 */
export function loader({ request }: Route.LoaderArgs) {
  return { returnTo: returnPathOf(new URL(request.url).searchParams.get('returnTo')) };
}

export const meta: Route.MetaFunction = ({ matches }) =>
  pageMeta(matches, (t) => ({ title: t('footer.cookie-settings'), noindex: true }));

export default function CookieSettingsRoute({ loaderData }: Route.ComponentProps) {
  return <CookieSettingsPage returnTo={loaderData.returnTo} />;
}
