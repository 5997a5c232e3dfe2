// First: before any module creates a zod schema (see the file).
import './lib/zod-jitless.ts';
import frauncesHeadings from '@fontsource/fraunces/files/fraunces-latin-600-normal.woff2?url';
import interText from '@fontsource/inter/files/inter-latin-400-normal.woff2?url';
import { matchRoute, splitLanguagePrefix } from '@shop/contracts';
import { type ReactNode, useEffect } from 'react';
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  type ShouldRevalidateFunction,
  useLoaderData,
  useLocation,
} from 'react-router';
import type { Route } from './+types/root';
import { ConsentProvider } from './features/consent/consent-context.tsx';
import { describeError, errorDictionary } from './features/errors/describe-error.ts';
import { ErrorPage } from './features/errors/error-page.tsx';
import { ErrorPageGuard } from './features/errors/error-page-guard.tsx';
import { AppShell } from './features/layout/app-shell.tsx';
import { LoadingBar } from './features/layout/loading-bar.tsx';
import { loadRootData } from './features/layout/root-loader.server.ts';
import { useChunkErrorReload } from './features/layout/use-chunk-error-reload.ts';
import { NotificationsProvider } from './features/notifications/notifications-context.tsx';
import { ToastRegion } from './features/notifications/toast-region.tsx';
import { ConsentModeScript } from './features/tracking/consent-mode-script.tsx';
import { useTracking } from './features/tracking/use-tracking.ts';
import { reloadAfterChunkError } from './lib/chunk-reload.ts';
import { dictionaryScope } from './lib/i18n/dictionary-scope.ts';
import { I18nProvider, useLanguage, useT } from './lib/i18n/i18n-context.tsx';
import { createTranslate } from './lib/i18n/translate.ts';
import { loadingBarFailures } from './lib/loading-bar-store.ts';
import { namedMiddleware } from './lib/middleware/registry.server.ts';
import { onlyQueryChanged } from './lib/only-query-changed.ts';
import { usePageLayout, useRootData } from './lib/root-data.ts';
import appStylesHref from './styles/app.scss?url';

// The typefaces the first screen shows (styles/_fonts.scss), fetched with the stylesheet instead of after it.
const firstScreenFonts = [interText, frauncesHeadings];

// Security first: a refused request never reaches the session, and every answer gets the headers.
export const middleware = namedMiddleware(['security', 'auth', 'handle-sales-manager', 'i18n']);

export async function loader({ request, context }: Route.LoaderArgs) {
  return loadRootData(request, context);
}

// The root data (user, texts) also changes when a page request was redirected to login, and the texts when
// the next screen needs another part of the dictionary (ADR 66). A change of the query alone (facets,
// sorting, colour) changes none of it.
export const shouldRevalidate: ShouldRevalidateFunction = (args) => {
  if (onlyQueryChanged(args)) return false;
  return (
    args.defaultShouldRevalidate ||
    matchRoute(args.nextUrl.pathname)?.name === 'login' ||
    dictionaryScope(args.currentUrl.pathname) !== dictionaryScope(args.nextUrl.pathname)
  );
};

const noTranslations = {};

/** Pages set their own title; this one shows when the root error boundary renders (404, 500…). */
export const meta: Route.MetaFunction = ({ loaderData, error }) => {
  const t = createTranslate(loaderData?.translations ?? errorDictionary(error) ?? {});
  if (!error) return [{ title: t('meta.site-name') }];
  const { status } = describeError(error);
  const title = status === 404 ? t('error.page-not-found') : t('error.default-message');
  return [{ title: `${title} | ${t('meta.site-name')}` }, { name: 'robots', content: 'noindex' }];
};

export function Layout({ children }: { children: ReactNode }) {
  const { pathname } = useLocation();
  const { language } = splitLanguagePrefix(pathname);
  const data = useRootData();
  useTracking(data?.user ?? null, language);
  useEffect(() => {
    // Marks the page as interactive (React has hydrated, pages and error pages alike): browser tests wait
    // for it before clicking.
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return (
    <html lang={language}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#2b2b2b" />
        {/* Before anything else reaches the tracking layer: Consent Mode's default (ADR 79). */}
        <ConsentModeScript choice={data?.consentChoice ?? null} />
        {/* From apps/web/public; the .ico also answers browsers and bots that ask for /favicon.ico. */}
        <link rel="icon" href="/favicon.ico" sizes="any" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* With a precedence React sends the stylesheet right after the image preloads, before the
            script preloads: it blocks the first paint, so it must not queue behind them. */}
        {firstScreenFonts.map((href) => (
          <link key={href} rel="preload" href={href} as="font" type="font/woff2" crossOrigin="anonymous" />
        ))}
        <link rel="stylesheet" href={appStylesHref} precedence="default" />
        <Meta />
        <Links />
      </head>
      <body>
        <I18nProvider language={language} translations={data?.translations ?? noTranslations}>
          <NotificationsProvider>
            <ConsentProvider storedChoice={data?.consentChoice ?? null} ask={data !== undefined}>
              <LoadingBar />
              {children}
              <ToastRegion />
            </ConsentProvider>
          </NotificationsProvider>
        </I18nProvider>
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  const data = useLoaderData<typeof loader>();
  const layout = usePageLayout();
  useChunkErrorReload();
  return (
    <AppShell data={data} layout={layout}>
      <Outlet />
    </AppShell>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const t = useT();
  const language = useLanguage();
  const data = useRootData();
  const layout = usePageLayout();
  useEffect(() => {
    // A page that does not exist is an answer, not a failed request.
    if (!reloadAfterChunkError(error) && describeError(error).status !== 404) loadingBarFailures.fail();
  }, [error]);
  const page = (
    <ErrorPageGuard t={t}>
      <ErrorPage {...describeError(error)} />
    </ErrorPageGuard>
  );
  if (!data) {
    // No root data, no dictionary: a 503 brings the error page's texts in the page's language (ADR 96).
    return (
      <main id="main-content">
        <I18nProvider language={language} translations={errorDictionary(error) ?? noTranslations}>
          {page}
        </I18nProvider>
      </main>
    );
  }
  return (
    <ErrorPageGuard t={t}>
      <AppShell data={data} layout={layout}>
        {page}
      </AppShell>
    </ErrorPageGuard>
  );
}
