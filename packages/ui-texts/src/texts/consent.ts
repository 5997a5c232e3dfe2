import { defineTexts } from '../define-texts.ts';

/**
 * The cookie banner, its settings link and the accessibility statement (issue 31, ADR 79), in English and
 * Danish (merged in ../ui-texts.ts).
 */
export const consentTexts = defineTexts({
  en: {
    'consent.title': 'Cookies and your privacy',
    'consent.text':
      'We use necessary cookies to run the shop: your log-in, basket, language and this choice. With your consent we would also use cookies for statistics and marketing. You can change your choice at any time under “Cookie settings”.',
    'consent.accept-all': 'Accept all',
    'consent.only-necessary': 'Only necessary',
    'consent.choose': 'Choose',
    'consent.purposes': 'Purposes',
    'consent.necessary': 'Necessary cookies are always on: without them you cannot log in or keep a basket.',
    'consent.statistics': 'Statistics',
    'consent.statistics-help': 'Counts visits and page views, so we can see which pages help.',
    'consent.marketing': 'Marketing',
    'consent.marketing-help': 'Measures and personalises our advertising on other sites.',
    'consent.save': 'Save my choice',
    'consent.back': 'Back to the page',
    'footer.cookie-settings': 'Cookie settings',
    'footer.accessibility': 'Accessibility',
    'footer.privacy-links': 'Privacy and accessibility',
    'accessibility-statement.title': 'Accessibility statement',
    'accessibility-statement.intro':
      'Nordlys ApS wants everyone to be able to use this shop, with a keyboard, a screen reader, a magnifier or a phone.',
    'accessibility-statement.target-heading': 'Our target',
    'accessibility-statement.target':
      'The shop aims to conform to the Web Content Accessibility Guidelines (WCAG) 2.1 at level AA, in English and Danish.',
    'accessibility-statement.testing-heading': 'How we test',
    'accessibility-statement.testing':
      'Every change is tested in a real browser: automated checks with axe on the shop’s pages at phone and desktop widths, in both languages, and tests that use the pages with the keyboard and by their labels, the way assistive technology reads them.',
    'accessibility-statement.limitations-heading': 'Known limitations',
    'accessibility-statement.limitation-pdf':
      'Invoices, credit memos and other PDF documents are not fully tagged for screen readers. Ask us and we send the content in another format.',
    'accessibility-statement.limitation-content':
      'Product pictures and editorial texts come from our content team; a picture may lack a useful text alternative.',
    'accessibility-statement.limitation-testing':
      'Automated checks find only part of the barriers; we have not yet had the shop tested by people who use assistive technology every day.',
    'accessibility-statement.contact-heading': 'Contact',
    'accessibility-statement.contact':
      'If something in the shop is hard or impossible for you to use, write to us at accessibility@nordlys.example or call +45 86 12 34 56 on weekdays 9–16. We answer within five working days.',
    'accessibility-statement.complaint':
      'If you are not satisfied with our answer, you can complain to the Agency for Digital Government (Digitaliseringsstyrelsen).',
    'accessibility-statement.updated': 'This statement was last reviewed on 5 December 2026.',
  },
  da: {
    'consent.title': 'Cookies og dit privatliv',
    'consent.text':
      'Vi bruger nødvendige cookies til at drive butikken: dit log ind, din kurv, dit sprog og dette valg. Med dit samtykke vil vi også bruge cookies til statistik og markedsføring. Du kan altid ændre dit valg under “Cookieindstillinger”.',
    'consent.accept-all': 'Accepter alle',
    'consent.only-necessary': 'Kun nødvendige',
    'consent.choose': 'Vælg selv',
    'consent.purposes': 'Formål',
    'consent.necessary':
      'Nødvendige cookies er altid slået til: uden dem kan du ikke logge ind eller have en kurv.',
    'consent.statistics': 'Statistik',
    'consent.statistics-help': 'Tæller besøg og sidevisninger, så vi kan se, hvilke sider der hjælper.',
    'consent.marketing': 'Markedsføring',
    'consent.marketing-help': 'Måler og tilpasser vores annoncer på andre websteder.',
    'consent.save': 'Gem mit valg',
    'consent.back': 'Tilbage til siden',
    'footer.cookie-settings': 'Cookieindstillinger',
    'footer.accessibility': 'Tilgængelighed',
    'footer.privacy-links': 'Privatliv og tilgængelighed',
    'accessibility-statement.title': 'Tilgængelighedserklæring',
    'accessibility-statement.intro':
      'Nordlys ApS vil gerne have, at alle kan bruge butikken – med tastatur, skærmlæser, forstørrelse eller mobil.',
    'accessibility-statement.target-heading': 'Vores mål',
    'accessibility-statement.target':
      'Butikken har som mål at overholde retningslinjerne for tilgængeligt webindhold (WCAG) 2.1 på niveau AA, på dansk og engelsk.',
    'accessibility-statement.testing-heading': 'Sådan tester vi',
    'accessibility-statement.testing':
      'Hver ændring testes i en rigtig browser: automatiske tjek med axe af butikkens sider i mobil- og computerbredde på begge sprog, og test, der bruger siderne med tastaturet og ud fra deres etiketter, sådan som hjælpemidler læser dem.',
    'accessibility-statement.limitations-heading': 'Kendte begrænsninger',
    'accessibility-statement.limitation-pdf':
      'Fakturaer, kreditnotaer og andre PDF-dokumenter er ikke fuldt opmærkede til skærmlæsere. Spørg os, så sender vi indholdet i et andet format.',
    'accessibility-statement.limitation-content':
      'Produktbilleder og redaktionelle tekster kommer fra vores indholdsteam; et billede kan mangle en brugbar alternativ tekst.',
    'accessibility-statement.limitation-testing':
      'Automatiske tjek finder kun en del af barriererne; butikken er endnu ikke testet af personer, der bruger hjælpemidler til daglig.',
    'accessibility-statement.contact-heading': 'Kontakt',
    'accessibility-statement.contact':
      'Hvis noget i butikken er svært eller umuligt for dig at bruge, så skriv til os på accessibility@nordlys.example eller ring på +45 86 12 34 56 på hverdage kl. 9–16. Vi svarer inden for fem arbejdsdage.',
    'accessibility-statement.complaint':
      'Er du ikke tilfreds med vores svar, kan du klage til Digitaliseringsstyrelsen.',
    'accessibility-statement.updated': 'Erklæringen blev sidst gennemgået den 5. december 2026.',
  },
});
