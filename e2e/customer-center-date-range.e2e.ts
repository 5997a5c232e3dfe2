import { languageCodes, localizePath } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { describe, expect, it } from 'vitest';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn } = useBrowser();
const dealer = 'dealer@nordlys.demo';

/**
 * Issue 31 item 10: a from-date after the to-date said "Nothing matches" (the API answers such a range with an
 * empty list). The filters now say what is wrong, beside the dates, and the list is not asked.
 */
describe.each(languageCodes)('A dealer searching the customer center by dates (%s)', (language) => {
  const t = (key: TextKey) => uiText(language, key);

  it('is told a from-date after the to-date beside the fields, and the list does not say nothing matches', async () => {
    const ordersPath = localizePath('orders', language);
    const page = await loggedIn(dealer, language);
    await gotoHydrated(page, ordersPath);
    const filters = page.getByRole('search', { name: t('customer-center.filters.label') });
    const from = filters.getByLabel(t('customer-center.filters.from'));
    const to = filters.getByLabel(t('customer-center.filters.to'));
    const message = filters.getByText(t('customer-center.filters.range-reversed'), { exact: true });
    const noMatch = page.getByText(t('customer-center.list.no-match'), { exact: true });

    await from.fill('2026-12-31');
    await to.fill('2026-01-01');
    await filters.getByRole('button', { name: t('customer-center.filters.apply') }).click();

    // Said before the form is sent: the address keeps no dates, focus is on the from-date the message describes.
    await message.waitFor();
    expect(await from.getAttribute('aria-invalid')).toBe('true');
    expect(await from.getAttribute('aria-describedby')).toBe(await message.getAttribute('id'));
    expect(await from.evaluate((element) => element === document.activeElement)).toBe(true);
    expect(new URL(page.url()).search).toBe('');
    expect(await noMatch.count()).toBe(0);

    // The same range in the address (a bookmark, or a form sent without JavaScript): the same message, no list.
    await gotoHydrated(page, `${ordersPath}?from=2026-12-31&to=2026-01-01`);
    await message.waitFor();
    expect(await noMatch.count()).toBe(0);
    expect(await page.getByRole('main').getByRole('table').count()).toBe(0);

    // Swapped, the search is sent and the message is gone.
    await from.fill('2026-01-01');
    await to.fill('2026-12-31');
    await filters.getByRole('button', { name: t('customer-center.filters.apply') }).click();
    await page.waitForURL((url) => url.searchParams.get('from') === '2026-01-01');
    await expect.poll(() => message.count()).toBe(0);
    expect(await from.getAttribute('aria-invalid')).toBeNull();
  });
});
