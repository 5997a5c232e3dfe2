import type { Block, FormField, LanguageCode, StoredFormBlock } from '@shop/contracts';
import { currencyCodes } from '@shop/contracts';
import type { contentPages } from '../schema.ts';

type ContentPageRow = typeof contentPages.$inferInsert;
type Texts = Record<LanguageCode, string>;

/**
 * The demo's forms and modals (ADR 53): a contact form on the contact page, a newsletter form in a modal, a
 * dealer application form on its own page, and three modals (one per width) opened by links on the contact
 * page. Deterministic: the same rows on every seed.
 */

const t = (en: string, da: string): Texts => ({ en, da });

const field = (
  language: LanguageCode,
  name: string,
  type: FormField['type'],
  label: Texts,
  more: Partial<Omit<FormField, 'label' | 'help'>> & { help?: Texts } = {},
): FormField => ({
  name,
  type,
  label: label[language],
  required: more.required ?? false,
  maxLength: more.maxLength ?? null,
  options: more.options ?? null,
  help: more.help?.[language] ?? null,
});

export const demoFormAddresses = {
  contact: 'service@nordlys.demo',
  newsletter: 'marketing@nordlys.demo',
} as const;

const topics: Array<[string, Texts]> = [
  ['order', t('An order or delivery', 'En ordre eller levering')],
  ['product', t('A product', 'Et produkt')],
  ['account', t('My account', 'Min konto')],
  ['other', t('Something else', 'Noget andet')],
];

function contactForm(language: LanguageCode): StoredFormBlock {
  return {
    type: 'form',
    formKey: 'contact',
    heading: t('Write to us', 'Skriv til os')[language],
    intro: t('We answer within one working day.', 'Vi svarer inden for én hverdag.')[language],
    handler: 'mail',
    mailTo: demoFormAddresses.contact,
    fields: [
      field(language, 'name', 'text', t('Your name', 'Dit navn'), { required: true, maxLength: 120 }),
      field(language, 'email', 'email', t('E-mail', 'E-mail'), { required: true, maxLength: 200 }),
      field(language, 'company', 'text', t('Company (optional)', 'Firma (valgfri)'), { maxLength: 120 }),
      field(language, 'topic', 'select', t('What is it about?', 'Hvad drejer det sig om?'), {
        required: true,
        options: topics.map(([value, label]) => ({ value, label: label[language] })),
      }),
      field(language, 'message', 'textarea', t('Message', 'Besked'), { required: true, maxLength: 2000 }),
    ],
    submitText: t('Send message', 'Send besked')[language],
    successText: t(
      'Thank you for your message. We answer within one working day.',
      'Tak for din besked. Vi svarer inden for én hverdag.',
    )[language],
  };
}

function newsletterForm(language: LanguageCode): StoredFormBlock {
  return {
    type: 'form',
    formKey: 'newsletter',
    heading: null,
    intro: null,
    handler: 'mail',
    mailTo: demoFormAddresses.newsletter,
    fields: [
      field(language, 'email', 'email', t('E-mail', 'E-mail'), { required: true, maxLength: 200 }),
      field(language, 'name', 'text', t('First name (optional)', 'Fornavn (valgfri)'), { maxLength: 80 }),
      field(
        language,
        'consent',
        'checkbox',
        t('Yes, send me the newsletter', 'Ja tak, send mig nyhedsbrevet'),
        {
          required: true,
        },
      ),
    ],
    submitText: t('Sign up', 'Tilmeld')[language],
    successText: t(
      'You are signed up. The next newsletter comes with the next drop.',
      'Du er tilmeldt. Næste nyhedsbrev kommer med næste drop.',
    )[language],
  };
}

const countries: Array<[string, Texts]> = [
  ['DK', t('Denmark', 'Danmark')],
  ['SE', t('Sweden', 'Sverige')],
  ['NO', t('Norway', 'Norge')],
  ['DE', t('Germany', 'Tyskland')],
  ['GB', t('United Kingdom', 'Storbritannien')],
];

/** ADR 42's application as a content form: dotted names nest into its contract (ADR 53). */
function dealerForm(language: LanguageCode): StoredFormBlock {
  const required = { required: true };
  return {
    type: 'form',
    formKey: 'dealer-application',
    heading: t('Apply to become a dealer', 'Ansøg om at blive forhandler')[language],
    intro: null,
    handler: 'dealerApplication',
    mailTo: null,
    fields: [
      field(language, 'companyName', 'text', t('Company name', 'Firmanavn'), { ...required, maxLength: 120 }),
      field(language, 'vatNumber', 'text', t('VAT number', 'Momsnummer (CVR)'), {
        ...required,
        maxLength: 30,
      }),
      field(language, 'billingAddress.address1', 'text', t('Address', 'Adresse'), {
        ...required,
        maxLength: 120,
      }),
      field(language, 'billingAddress.postalCode', 'text', t('Postal code', 'Postnummer'), {
        ...required,
        maxLength: 20,
      }),
      field(language, 'billingAddress.city', 'text', t('City', 'By'), { ...required, maxLength: 80 }),
      field(language, 'billingAddress.countryCode', 'select', t('Country', 'Land'), {
        ...required,
        options: countries.map(([value, label]) => ({ value, label: label[language] })),
      }),
      field(language, 'contact.name', 'text', t('Contact person', 'Kontaktperson'), {
        ...required,
        maxLength: 120,
      }),
      field(language, 'contact.email', 'email', t('E-mail', 'E-mail'), { ...required, maxLength: 200 }),
      field(language, 'contact.phone', 'tel', t('Phone', 'Telefon'), { ...required, maxLength: 40 }),
      field(language, 'currencyCode', 'select', t('Currency', 'Valuta'), {
        ...required,
        options: currencyCodes.map((code) => ({ value: code, label: code })),
      }),
      field(language, 'message', 'textarea', t('Message (optional)', 'Besked (valgfri)'), {
        maxLength: 2000,
      }),
    ],
    submitText: t('Send application', 'Send ansøgning')[language],
    successText: t(
      'Thank you. We have your application and will contact you within a few days.',
      'Tak. Vi har modtaget din ansøgning og kontakter dig inden for få dage.',
    )[language],
  };
}

const modalLinks: Texts = t(
  '<p>Not sure about the size? <a href="/size-guide" data-modal="size-guide">See the size guide</a>. ' +
    'Want to hear about new drops? <a href="/newsletter" data-modal="newsletter">Sign up for the newsletter</a>. ' +
    'Opening an account? <a href="/vat-number-help" data-modal="vat-number-help">Where to find your VAT number</a>.</p>',
  '<p>I tvivl om størrelsen? <a href="/da/stoerrelsesguide" data-modal="size-guide">Se størrelsesguiden</a>. ' +
    'Vil du høre om nye drops? <a href="/da/nyhedsbrev" data-modal="newsletter">Tilmeld dig nyhedsbrevet</a>. ' +
    'Skal du oprette en konto? <a href="/da/momsnummer" data-modal="vat-number-help">Her finder du dit momsnummer</a>.</p>',
);

const sizeRows = [
  ['86', '1–1½'],
  ['92', '1½–2'],
  ['98', '2–3'],
  ['104', '3–4'],
  ['110', '4–5'],
  ['116', '5–6'],
];

const sizeGuideHtml = (language: LanguageCode) =>
  `<p>${t('Our sizes follow the child’s height in centimetres.', 'Vores størrelser følger barnets højde i centimeter.')[language]}</p>` +
  `<table class="table"><thead><tr><th scope="col">${t('Size', 'Størrelse')[language]}</th><th scope="col">${t('Age (years)', 'Alder (år)')[language]}</th></tr></thead><tbody>` +
  sizeRows.map(([size, age]) => `<tr><td>${size}</td><td>${age}</td></tr>`).join('') +
  '</tbody></table>';

type ExtraPage = {
  key: string;
  url: Texts;
  title: Texts;
  template: string;
  blocks: (l: LanguageCode) => Block[];
};

const extraPages: ExtraPage[] = [
  {
    key: 'size-guide',
    url: t('/size-guide', '/stoerrelsesguide'),
    title: t('Size guide', 'Størrelsesguide'),
    template: 'modal-large',
    blocks: (language) => [{ type: 'richText', html: sizeGuideHtml(language) }],
  },
  {
    key: 'newsletter',
    url: t('/newsletter', '/nyhedsbrev'),
    title: t('Newsletter', 'Nyhedsbrev'),
    template: 'modal',
    blocks: (language) => [
      {
        type: 'richText',
        html: t(
          '<p>News of the drops and the studio, once a month.</p>',
          '<p>Nyt om drops og studiet, en gang om måneden.</p>',
        )[language],
      },
      newsletterForm(language),
    ],
  },
  {
    key: 'vat-number-help',
    url: t('/vat-number-help', '/momsnummer'),
    title: t('Your VAT number', 'Dit momsnummer'),
    template: 'modal-small',
    blocks: (language) => [
      {
        type: 'richText',
        html: t(
          '<p>A Danish VAT number is DK and your CVR number, e.g. DK12345678.</p>',
          '<p>Et dansk momsnummer er DK og dit CVR-nummer, fx DK12345678.</p>',
        )[language],
      },
    ],
  },
  {
    key: 'become-a-dealer',
    url: t('/become-a-dealer', '/bliv-forhandler'),
    title: t('Become a dealer', 'Bliv forhandler'),
    template: 'page',
    blocks: (language) => [dealerForm(language)],
  },
];

/** The content pages with the demo's forms and modals added: the contact page's form and links, and new pages. */
export function withFormsAndModals(areaId: string, rows: ContentPageRow[]): ContentPageRow[] {
  const withContact = rows.map((row) => {
    if (row.pageId !== 'contact') return row;
    const language = row.languageCode as LanguageCode;
    return {
      ...row,
      blocks: [
        ...row.blocks,
        { type: 'richText', html: modalLinks[language] },
        contactForm(language),
      ] as Block[],
    };
  });
  const extra = extraPages.flatMap((page) =>
    (['en', 'da'] as const).map(
      (language): ContentPageRow => ({
        id: `${page.key}-${language}`,
        pageId: page.key,
        areaId,
        languageCode: language,
        parentPageId: null,
        url: page.url[language],
        title: page.title[language],
        template: page.template,
        metaDescription: null,
        blocks: page.blocks(language),
      }),
    ),
  );
  return [...withContact, ...extra];
}
