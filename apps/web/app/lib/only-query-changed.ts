/**
 * True for a plain navigation that changes only the query string (a facet, the sort order, the page,
 * colorCode). Such pages follow the URL in the browser, so their loaders need not run again; a form
 * submission or another path always revalidates.
 */
export function onlyQueryChanged({
  currentUrl,
  nextUrl,
  formMethod,
}: {
  currentUrl: URL;
  nextUrl: URL;
  formMethod?: string;
}): boolean {
  return !formMethod && currentUrl.pathname === nextUrl.pathname && currentUrl.search !== nextUrl.search;
}
