import { type LanguageCode, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Page } from 'playwright-core';
import { describe, expect, inject, it } from 'vitest';
import { area, callAt } from './catalogue-api.ts';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { mailsTo, nextMailTo } from './support/mailbox.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { newPage, loggedIn } = useBrowser();
const apiUrl = inject('apiUrl');
const mailDir = inject('mailDir');
const t = uiText;
const languages: LanguageCode[] = ['en', 'da'];

/** The demo's contact page and its form's texts (apps/api/src/db/seed/forms-and-modals.ts). */
const contactPath: Record<LanguageCode, string> = { en: '/contact', da: '/da/kontakt' };
const contactAddress = 'service@nordlys.demo';
const labels = {
  en: {
    name: 'Your name',
    email: 'E-mail',
    topic: 'What is it about?',
    message: 'Message',
    send: 'Send message',
  },
  da: {
    name: 'Dit navn',
    email: 'E-mail',
    topic: 'Hvad drejer det sig om?',
    message: 'Besked',
    send: 'Send besked',
  },
};
/** The contact form's topic `order` as each language names it. */
const topicOrder = { en: 'An order or delivery', da: 'En ordre eller levering' };
const success = {
  en: 'Thank you for your message. We answer within one working day.',
  da: 'Tak for din besked. Vi svarer inden for én hverdag.',
};
const sizeGuide = {
  en: { link: 'See the size guide', title: 'Size guide' },
  da: { link: 'Se størrelsesguiden', title: 'Størrelsesguide' },
};

/** A field of the contact form by its label (a required field's label ends in its ` *` mark). */
const field = (page: Page, label: string) =>
  page
    .locator('form[data-form-key="contact"]')
    .getByLabel(new RegExp(`^${label.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}( \\*)?$`));

/** The text of the element a field names in aria-describedby (its error). */
async function describedBy(page: Page, label: string): Promise<string> {
  const ids = (await field(page, label).getAttribute('aria-describedby')) ?? '';
  const texts = await Promise.all(
    ids
      .split(' ')
      .filter(Boolean)
      .map((id) => page.locator(`[id="${id}"]`).textContent()),
  );
  return texts.join(' ');
}

describe('A visitor writes to the shop through the contact form', () => {
  it.each(languages)(
    'sees the errors beside the fields, then success, and the mail arrives (%s)',
    async (language) => {
      const l = labels[language];
      const page = await newPage();
      await gotoHydrated(page, contactPath[language]);
      const form = page.locator('form[data-form-key="contact"]');
      await form.waitFor();
      expect(await axeViolations(page)).toEqual([]);

      const name = `Karen Kanin ${language}-${Date.now()}`;
      await field(page, l.name).fill(name);
      await field(page, l.email).fill('karen at kanin');
      await form.getByRole('button', { name: l.send }).click();
      await form
        .getByRole('alert')
        .filter({ hasText: t(language, 'form.fix-fields') })
        .waitFor();
      // Each refused field says why beside it, and the keyboard is on the first one to fix.
      expect(await field(page, l.email).getAttribute('aria-invalid')).toBe('true');
      expect(await describedBy(page, l.email)).toBe(t(language, 'form.error.email'));
      expect(await describedBy(page, l.topic)).toBe(t(language, 'validation.required-field'));
      expect(await describedBy(page, l.message)).toBe(t(language, 'validation.required-field'));
      expect(await field(page, l.name).getAttribute('aria-invalid')).toBeNull();
      expect(await page.evaluate(() => document.activeElement?.getAttribute('name'))).toBe('email');
      expect(await axeViolations(page)).toEqual([]);

      const seen = mailsTo(mailDir, contactAddress).length;
      await field(page, l.email).fill('karen@lillekanin.demo');
      await field(page, l.topic).selectOption('order');
      await field(page, l.message).fill('Can the autumn drop come a week earlier?');
      await form.getByRole('button', { name: l.send }).click();
      const done = page.locator('output').filter({ hasText: success[language] });
      await done.waitFor();
      expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('OUTPUT');

      const mail = await nextMailTo(mailDir, contactAddress, seen);
      expect(mail.subject).toMatch(
        language === 'en'
          ? /^Write to us: message \d+ from the shop$/
          : /^Skriv til os: henvendelse \d+ fra shoppen$/,
      );
      expect(mail.text).toContain(`${l.name}: ${name}`);
      expect(mail.text).toContain('karen@lillekanin.demo');
    },
  );
});

describe('A content link opens a content modal', () => {
  it.each(languages)(
    'in a labelled dialog at its width; Escape closes it and focus goes back (%s)',
    async (language) => {
      const page = await newPage();
      await gotoHydrated(page, contactPath[language]);
      const link = page.getByRole('link', { name: sizeGuide[language].link });
      await link.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: sizeGuide[language].title });
      await dialog.getByRole('table').waitFor();
      expect(await page.locator('[data-modal-key="size-guide"]').getAttribute('data-modal-width')).toBe(
        '800',
      );
      const box = await dialog.locator('.modal-content').boundingBox();
      expect(Math.round(box?.width ?? 0)).toBe(800);
      expect(await axeViolations(page)).toEqual([]);

      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
      // The link gets the focus back when the dialog has finished closing (its exit), a moment after it is hidden.
      // Anything else that holds the focus reads as its markup, so a failure says where the focus went.
      await expect
        .poll(() =>
          page.evaluate(() => {
            const focused = document.activeElement;
            return focused?.getAttribute('data-modal') ?? focused?.outerHTML.slice(0, 160) ?? 'nothing';
          }),
        )
        .toBe('size-guide');
    },
  );
});

describe('Staff read what the forms brought in', () => {
  it.each(languages)(
    'find the contact submission and decide a dealer application in the back office (%s)',
    async (language) => {
      const company = `Lille Ræv ${language} ${Date.now()} ApS`;
      await callAt(apiUrl, endpoints.forms.sendForm, {
        body: {
          area: area(language),
          formKey: 'dealer-application',
          fields: {
            companyName: company,
            vatNumber: 'DK87654321',
            'billingAddress.address1': 'Klostergade 3',
            'billingAddress.postalCode': '8000',
            'billingAddress.city': 'Aarhus C',
            'billingAddress.countryCode': 'DK',
            'contact.name': 'Rikke Ræv',
            // Approving makes the contact a user: an address of its own for each run.
            'contact.email': `rikke.${language}.${Date.now()}@lilleraev.demo`,
            'contact.phone': '+45 20 11 22 33',
            currencyCode: 'DKK',
          },
        },
      });
      const page = await loggedIn('manager@nordlys.demo', language);

      await gotoHydrated(page, localizePath('backofficeForms', language));
      await page.getByRole('heading', { level: 1, name: t(language, 'backoffice.forms.title') }).waitFor();
      await page.getByLabel(t(language, 'backoffice.forms.filter'), { exact: true }).selectOption('contact');
      await page.getByRole('button', { name: t(language, 'backoffice.forms.apply') }).click();
      await page.waitForURL((url) => url.searchParams.get('form') === 'contact');
      const row = page.getByRole('row').filter({ hasText: 'karen@lillekanin.demo' }).first();
      await row.getByRole('link').click();
      const detail = page
        .getByRole('region', { name: /\d+/ })
        .filter({ has: page.locator('[data-field="message"]') });
      await detail.waitFor();
      expect(await detail.locator('[data-field="message"]').textContent()).toBe(
        'Can the autumn drop come a week earlier?',
      );
      // Each field by its label in the page's language, whatever language it was sent in, and a choice by its
      // name, not by the form's keys (issue 31 item 7).
      expect(await detail.locator('dt').allTextContents()).toEqual(
        expect.arrayContaining([labels[language].name, labels[language].topic, labels[language].message]),
      );
      expect(await detail.locator('[data-field="topic"]').textContent()).toBe(topicOrder[language]);
      expect(await axeViolations(page)).toEqual([]);

      await gotoHydrated(page, `${localizePath('backofficeApplications', language)}?status=new`);
      await page
        .getByRole('heading', { level: 1, name: t(language, 'backoffice.applications.title') })
        .waitFor();
      await page.getByRole('row').filter({ hasText: company }).getByRole('link').click();
      const heading = page.getByRole('heading', { level: 2, name: /\d+/ });
      await heading.waitFor();
      expect(await page.getByText(company, { exact: true }).count()).toBeGreaterThan(0);
      expect(await axeViolations(page)).toEqual([]);
      await page.getByRole('button', { name: t(language, 'backoffice.applications.approve') }).click();
      // A decision is final: it is asked about first.
      await page
        .getByRole('alert')
        .filter({ hasText: company })
        .getByRole('button', { name: t(language, 'backoffice.applications.confirm-approved.yes') })
        .click();
      const decided = page
        .locator('output')
        .filter({ hasText: t(language, 'backoffice.applications.status.approved').toLowerCase() });
      await decided.waitFor();
      // Decided once: the buttons are gone.
      expect(
        await page.getByRole('button', { name: t(language, 'backoffice.applications.approve') }).count(),
      ).toBe(0);
    },
  );
});
