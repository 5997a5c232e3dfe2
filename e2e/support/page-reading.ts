import type { Page } from 'playwright-core';

/** What a visitor notices first about a page: its language, its main heading and where they are. */

export function documentLanguage(page: Page): Promise<string | null> {
  return page.locator('html').getAttribute('lang');
}

export function mainHeading(page: Page) {
  return page.getByRole('heading', { level: 1 });
}

export function currentPath(page: Page): string {
  return new URL(page.url()).pathname;
}
