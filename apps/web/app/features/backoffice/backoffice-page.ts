import { matchRoute } from '@shop/contracts';

/** True on the back office's pages: they have their own frame (no shop footer, no impersonation buttons). */
export function isBackofficePage(pathname: string): boolean {
  return matchRoute(pathname)?.name.startsWith('backoffice') ?? false;
}
