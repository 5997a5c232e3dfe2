import { type LanguageCode, localizePath } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn } = useBrowser();
const t = uiText;

const staff = 'manager@nordlys.demo';
const dealer = 'dealer@nordlys.demo';
const languages: LanguageCode[] = ['en', 'da'];

/** The global banner's text on the dealer's shop page, read after a fresh load; '' when it shows none. */
async function bannerOn(page: Page, language: LanguageCode): Promise<string> {
  await gotoHydrated(page, localizePath('home', language));
  const banner = page.getByRole('region', { name: t(language, 'banner.label') });
  if ((await banner.count()) === 0) return '';
  return ((await banner.textContent()) ?? '').trim();
}

describe('Staff edit the global banner in the back office', () => {
  it.each(languages)(
    '%s: the dealer sees the new banner at once, and the old one again after a restore',
    async (language) => {
      const shop = await loggedIn(dealer, language);
      const before = await bannerOn(shop, language);
      expect(before).not.toBe('');

      const office = await loggedIn(staff, language);
      await gotoHydrated(office, localizePath('backoffice', language));
      await office
        .getByRole('navigation', { name: t(language, 'backoffice.nav.label') })
        .getByRole('link', { name: t(language, 'backoffice.nav.settings') })
        .click();
      await office
        .getByRole('heading', { level: 1, name: t(language, 'backoffice.settings.title') })
        .waitFor();
      // The screen opens on the language staff work in.
      const languageNav = office.getByRole('navigation', {
        name: t(language, 'backoffice.settings.languages'),
      });
      expect(
        await languageNav
          .getByRole('link', { name: t(language, `backoffice.documents.language.${language}`) })
          .getAttribute('aria-current'),
      ).toBe('page');
      await office.mouse.move(0, 0);
      expect(await axeViolations(office)).toEqual([]);

      // Edit and save, with the keyboard only for the save.
      const text = language === 'da' ? `Vinterudsalg ${Date.now()}` : `Winter sale ${Date.now()}`;
      await office.getByLabel(t(language, 'backoffice.settings.text'), { exact: true }).fill(text);
      await office.getByLabel(t(language, 'backoffice.settings.background')).fill('#0b3d2e');
      await office.getByLabel(t(language, 'backoffice.settings.enabled')).check();
      await office.getByRole('button', { name: t(language, 'backoffice.settings.save') }).focus();
      await office.keyboard.press('Enter');
      const saved = office
        .getByRole('status')
        .filter({ hasText: t(language, 'backoffice.documents.saved', { version: '2' }) });
      await saved.waitFor();
      const preview = office.getByRole('region', { name: t(language, 'backoffice.settings.preview') });
      expect(await preview.textContent()).toContain(text);

      expect(await bannerOn(shop, language)).toContain(text);

      // A bad link is refused with the field named; nothing changes on the shop.
      await office
        .getByLabel(t(language, 'backoffice.settings.link'), { exact: true })
        .fill('javascript:alert(1)');
      await office.getByRole('button', { name: t(language, 'backoffice.settings.save') }).click();
      const refused = office.getByRole('alert').filter({ hasText: 'globalBannerLinkUrl' });
      await refused.waitFor();
      expect(await bannerOn(shop, language)).toContain(text);

      // Restore the shipped version: it becomes version 3 and the shop shows the old banner.
      await office.reload();
      const versions = office.getByRole('table', {
        name: t(language, 'backoffice.documents.versions.caption'),
      });
      await versions
        .getByRole('button', { name: t(language, 'backoffice.documents.versions.restore', { version: '1' }) })
        .click();
      await office
        .getByRole('status')
        .filter({ hasText: t(language, 'backoffice.documents.restored', { from: '1', version: '3' }) })
        .waitFor();
      expect(
        await office.getByRole('region', { name: t(language, 'backoffice.settings.preview') }).textContent(),
      ).toContain(before.slice(0, 30));
      const after = await bannerOn(shop, language);
      expect(after).toBe(before);
      await office.mouse.move(0, 0);
      expect(await axeViolations(office)).toEqual([]);
    },
    180_000,
  );

  it.each(languages)(
    '%s: staff find a UI text, edit it, see its versions and restore it',
    async (language) => {
      const office = await loggedIn(staff, language);
      // Settings and menus have no title of their own: the list names them in the page's language.
      await gotoHydrated(
        office,
        `${localizePath('backofficeDocuments', language)}?type=areaSettings&language=${language}`,
      );
      const settingsRow = office
        .getByRole('table', { name: t(language, 'backoffice.documents.table.caption') })
        .getByRole('row')
        .filter({
          has: office.getByRole('link', {
            name: t(language, 'backoffice.documents.open', {
              key: 'settings',
              language: t(language, `backoffice.documents.language.${language}`),
            }),
          }),
        });
      expect(await settingsRow.getByRole('cell').nth(2).textContent()).toBe(
        t(language, 'backoffice.documents.type.areaSettings'),
      );
      const key = 'banner.read-more';
      await gotoHydrated(
        office,
        `${localizePath('backofficeDocuments', language)}?type=translation&language=${language}&q=${key}`,
      );
      const table = office.getByRole('table', { name: t(language, 'backoffice.documents.table.caption') });
      await table
        .getByRole('link', {
          name: t(language, 'backoffice.documents.open', {
            key,
            language: t(language, `backoffice.documents.language.${language}`),
          }),
        })
        .click();
      const field = office.getByLabel(t(language, 'backoffice.documents.field.value'), { exact: true });
      await field.waitFor();
      const shipped = await field.inputValue();
      const edited = language === 'da' ? 'Læs hele nyheden' : 'Read the full story';
      await field.fill(edited);
      await office
        .getByRole('button', { name: t(language, 'backoffice.documents.save'), exact: true })
        .click();
      await office
        .getByRole('status')
        .filter({ hasText: t(language, 'backoffice.documents.saved', { version: '2' }) })
        .waitFor();
      expect(
        await office
          .getByLabel(t(language, 'backoffice.documents.field.value'), { exact: true })
          .inputValue(),
      ).toBe(edited);
      await office.mouse.move(0, 0);
      expect(await axeViolations(office)).toEqual([]);
      await office
        .getByRole('button', { name: t(language, 'backoffice.documents.versions.restore', { version: '1' }) })
        .click();
      await office
        .getByRole('status')
        .filter({ hasText: t(language, 'backoffice.documents.restored', { from: '1', version: '3' }) })
        .waitFor();
      expect(
        await office
          .getByLabel(t(language, 'backoffice.documents.field.value'), { exact: true })
          .inputValue(),
      ).toBe(shipped);
    },
    120_000,
  );
});
