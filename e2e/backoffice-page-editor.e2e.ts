import { type LanguageCode, localizePath } from '@shop/contracts';
import type { Page } from 'playwright-core';
import { describe, expect, it } from 'vitest';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn } = useBrowser();
const t = uiText;

const staff = 'manager@nordlys.demo';
const languages: LanguageCode[] = ['en', 'da'];
const aboutUrl: Record<LanguageCode, string> = { en: '/about', da: '/da/om-os' };

/** Every way the back office can write a moment between two instants, second by second, in Copenhagen time. */
function copenhagenTimes(from: number, to: number, language: LanguageCode): Set<string> {
  const format = new Intl.DateTimeFormat(language === 'da' ? 'da-DK' : 'en-GB', {
    dateStyle: 'medium',
    timeStyle: 'medium',
    timeZone: 'Europe/Copenhagen',
  });
  const times = new Set<string>();
  for (let at = from - 1000; at <= to + 1000; at += 1000) times.add(format.format(new Date(at)));
  return times;
}

async function axeAtBothWidths(page: Page) {
  for (const width of [390, 1366]) {
    await page.setViewportSize({ width, height: 900 });
    await page.mouse.move(0, 0);
    expect(await axeViolations(page), `${width} px`).toEqual([]);
  }
}

describe('Staff edit a content page with block fields and the rich text editor', () => {
  it.each(languages)(
    '%s: a new title and a bold word show in the shop; the version is timed in Copenhagen',
    async (language) => {
      const office = await loggedIn(staff, language);
      const editorUrl = `${localizePath('backofficeDocuments', language)}?type=page&language=${language}&q=about`;
      await gotoHydrated(office, editorUrl);
      await office
        .getByRole('table', { name: t(language, 'backoffice.documents.table.caption') })
        .getByRole('link', {
          name: t(language, 'backoffice.documents.open', {
            key: 'about',
            language: t(language, `backoffice.documents.language.${language}`),
          }),
        })
        .click();

      // The page's text is a block with its own form: the rich text editor, with its labelled toolbar.
      const block = office.getByRole('group', {
        name: t(language, 'backoffice.documents.block.legend', {
          number: '1',
          type: t(language, 'backoffice.documents.block.type.richText'),
        }),
      });
      const text = block.getByRole('textbox', { name: t(language, 'backoffice.documents.block.html') });
      await text.waitFor();
      const toolbar = block.getByRole('toolbar', {
        name: t(language, 'backoffice.documents.richtext.toolbar'),
      });

      // Blocks are added and removed with the form's own buttons; nothing is saved by them.
      const newBlock = (number: number, type: string) =>
        office.getByRole('group', {
          name: t(language, 'backoffice.documents.block.legend', {
            number: String(number),
            type: t(language, `backoffice.documents.block.type.${type}` as never),
          }),
        });
      for (const [number, type] of [
        [2, 'hero'],
        [3, 'categoryTiles'],
      ] as const) {
        await office.getByLabel(t(language, 'backoffice.documents.block.new-type')).selectOption(type);
        await office.getByRole('button', { name: t(language, 'backoffice.documents.block.add') }).click();
        await newBlock(number, type).waitFor();
      }
      const tiles = newBlock(3, 'categoryTiles');
      await tiles.getByRole('button', { name: t(language, 'backoffice.documents.block.add-tile') }).click();
      await tiles
        .getByRole('group', { name: t(language, 'backoffice.documents.block.tile', { number: '2' }) })
        .waitFor();
      await newBlock(2, 'hero')
        .getByLabel(t(language, 'backoffice.documents.block.heading'))
        .fill(language === 'da' ? 'Kun en kladde' : 'Only a draft');
      await axeAtBothWidths(office);
      for (const number of [3, 2]) {
        const type = number === 3 ? 'categoryTiles' : 'hero';
        await newBlock(number, type)
          .getByRole('button', { name: t(language, 'backoffice.documents.block.remove') })
          .click();
        await expect.poll(() => newBlock(number, type).count()).toBe(0);
      }

      const title = `${language === 'da' ? 'Om Nordlys' : 'About Nordlys'} ${Date.now()}`;
      await office.getByLabel(t(language, 'backoffice.documents.field.title'), { exact: true }).fill(title);
      // The first word of the text, made bold from the toolbar.
      await text
        .locator('p')
        .first()
        .click({ position: { x: 1, y: 5 } });
      await office.keyboard.press('Home');
      await office.keyboard.press('Control+Shift+ArrowRight');
      const bold = toolbar.getByRole('button', { name: t(language, 'backoffice.documents.richtext.bold') });
      await bold.click();
      expect(await bold.getAttribute('aria-pressed')).toBe('true');

      const before = Date.now();
      await office
        .getByRole('button', { name: t(language, 'backoffice.documents.save'), exact: true })
        .click();
      await office
        .getByRole('status')
        .filter({ hasText: t(language, 'backoffice.documents.saved', { version: '2' }) })
        .waitFor();
      const after = Date.now();

      // The version list times the save in Danish time (not UTC), in the page's language.
      const versions = office.getByRole('table', {
        name: t(language, 'backoffice.documents.versions.caption'),
      });
      const savedRow = versions
        .getByRole('row')
        .filter({ has: office.getByRole('rowheader', { name: '2' }) });
      const shownAt = ((await savedRow.getByRole('cell').first().textContent()) ?? '').trim();
      expect([...copenhagenTimes(before, after, language)]).toContain(shownAt);
      await axeAtBothWidths(office);

      // Without JavaScript the same field is the HTML in a text area, posted under the same name.
      const served = await (await office.request.get(office.url())).text();
      expect(served).toMatch(/<textarea[^>]*name="blocks\.0\.html"[^>]*>[^<]*&lt;strong&gt;Nordlys/);

      // The shop shows the new title and the bold word.
      await gotoHydrated(office, aboutUrl[language]);
      await office.getByRole('heading', { level: 1, name: title }).waitFor();
      const strong = office.getByRole('main').locator('.rich-text strong');
      expect(((await strong.first().textContent()) ?? '').trim()).toBe('Nordlys');

      // Back to the shipped text, so the demo's page is as it was.
      await gotoHydrated(office, `${editorUrl}&open=page:b2b:${language}:about`);
      await versions
        .getByRole('button', { name: t(language, 'backoffice.documents.versions.restore', { version: '1' }) })
        .click();
      await office
        .getByRole('status')
        .filter({ hasText: t(language, 'backoffice.documents.restored', { from: '1', version: '3' }) })
        .waitFor();
    },
    180_000,
  );
});
