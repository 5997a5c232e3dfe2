import type { LanguageCode } from '@shop/contracts';
import type { PageKey } from './page-urls.ts';

type ServicePage = { title: string; metaDescription: string; html: string };

/** Texts of the ordinary service pages; short, believable and in the page's own language. */
export const servicePages: Record<
  Extract<PageKey, 'about' | 'delivery' | 'returns' | 'terms' | 'contact'>,
  Record<LanguageCode, ServicePage>
> = {
  about: {
    en: {
      title: 'About us',
      metaDescription: 'Nordlys designs clothes for children and grown-ups in Aarhus, Denmark.',
      html:
        '<p>Nordlys was founded in Aarhus in 2009 by two friends who wanted children’s clothes that could keep up with Danish weather and Danish childhoods.</p>' +
        '<p>Today our three lines – Nordlys Mini, Nordlys Kids and Nordlys Studio – are sold by more than 600 independent shops in 24 countries. We design in Denmark, work with certified partners in Portugal and Turkey, and use organic or recycled fibres in over 80 % of the collection.</p>' +
        '<p>Everything we make is meant to be played in, washed a hundred times and handed down.</p>',
    },
    da: {
      title: 'Om os',
      metaDescription: 'Nordlys designer tøj til børn og voksne i Aarhus.',
      html:
        '<p>Nordlys blev grundlagt i Aarhus i 2009 af to venner, der ville lave børnetøj, som kan følge med dansk vejr og dansk barndom.</p>' +
        '<p>I dag sælges vores tre linjer – Nordlys Mini, Nordlys Kids og Nordlys Studio – af mere end 600 selvstændige butikker i 24 lande. Vi designer i Danmark, samarbejder med certificerede partnere i Portugal og Tyrkiet og bruger økologiske eller genanvendte fibre i over 80 % af kollektionen.</p>' +
        '<p>Alt, hvad vi laver, skal kunne tåle leg, hundrede vaske og at gå i arv.</p>',
    },
  },
  delivery: {
    en: {
      title: 'Delivery',
      metaDescription: 'Delivery times and shipping for Nordlys wholesale orders.',
      html:
        '<p>Stock orders placed before 14:00 on a weekday are packed the same day and shipped from our warehouse in Horsens.</p>' +
        '<ul><li>Denmark: 1–2 working days with DHL.</li><li>EU: 2–5 working days with DHL.</li>' +
        '<li>UK, Norway and Switzerland: 3–6 working days; duties are paid by the receiver.</li>' +
        '<li>Rest of the world: ex works (EXW) by agreement.</li></ul>' +
        '<p>Preorders are delivered in drops. The expected date of each drop is shown on the product and in your order confirmation.</p>',
    },
    da: {
      title: 'Levering',
      metaDescription: 'Leveringstider og fragt for Nordlys engrosordrer.',
      html:
        '<p>Lagerordrer afgivet før kl. 14 på hverdage pakkes samme dag og sendes fra vores lager i Horsens.</p>' +
        '<ul><li>Danmark: 1–2 hverdage med DHL.</li><li>EU: 2–5 hverdage med DHL.</li>' +
        '<li>Storbritannien, Norge og Schweiz: 3–6 hverdage; told betales af modtageren.</li>' +
        '<li>Resten af verden: ab fabrik (EXW) efter aftale.</li></ul>' +
        '<p>Forhåndsordrer leveres i drops. Den forventede dato for hvert drop står på varen og i din ordrebekræftelse.</p>',
    },
  },
  returns: {
    en: {
      title: 'Returns',
      metaDescription: 'How to return faulty goods and stock orders to Nordlys.',
      html:
        '<p>Faulty goods can be returned within 30 days of delivery. Create a return in the customer center and we will e-mail you a return label.</p>' +
        '<p>Unused stock orders can be returned within 14 days by agreement with your sales representative. Preorders cannot be cancelled after the season’s order deadline.</p>' +
        '<p>We issue a credit memo within five working days after receiving the goods.</p>',
    },
    da: {
      title: 'Returnering',
      metaDescription: 'Sådan returnerer du defekte varer og lagerordrer til Nordlys.',
      html:
        '<p>Defekte varer kan returneres inden for 30 dage efter levering. Opret en returnering i kundecentret, så sender vi en returlabel på e-mail.</p>' +
        '<p>Ubrugte lagerordrer kan returneres inden for 14 dage efter aftale med din sælger. Forhåndsordrer kan ikke annulleres efter sæsonens ordrefrist.</p>' +
        '<p>Vi udsteder en kreditnota senest fem hverdage efter, at vi har modtaget varerne.</p>',
    },
  },
  terms: {
    en: {
      title: 'Terms of trade',
      metaDescription: 'Terms of trade for wholesale customers of Nordlys ApS.',
      html:
        '<p>These terms apply to all wholesale orders placed with Nordlys ApS, Nørregade 12, 8000 Aarhus C, Denmark (CVR 12345678).</p>' +
        '<p>Prices are shown excluding VAT in your agreed currency. Payment is due 30 days net unless otherwise agreed, and goods remain our property until paid in full.</p>' +
        '<p>Minimum order amounts apply per order type and are shown in the cart. Disputes are settled under Danish law.</p>',
    },
    da: {
      title: 'Handelsbetingelser',
      metaDescription: 'Handelsbetingelser for engroskunder hos Nordlys ApS.',
      html:
        '<p>Disse betingelser gælder for alle engrosordrer hos Nordlys ApS, Nørregade 12, 8000 Aarhus C (CVR 12345678).</p>' +
        '<p>Priser vises ekskl. moms i den aftalte valuta. Betaling sker netto 30 dage, medmindre andet er aftalt, og varerne tilhører os, indtil de er betalt fuldt ud.</p>' +
        '<p>Der gælder minimumsbeløb pr. ordretype, som vises i kurven. Tvister afgøres efter dansk ret.</p>',
    },
  },
  contact: {
    en: {
      title: 'Contact',
      metaDescription: 'Contact Nordlys customer service and sales.',
      html:
        '<p>Nordlys ApS<br>Nørregade 12<br>8000 Aarhus C<br>Denmark</p>' +
        '<p>Customer service: <a href="mailto:service@nordlys.demo">service@nordlys.demo</a>, +45 70 20 30 40 (weekdays 9–15).</p>' +
        '<p>Sales: contact your sales representative or write to <a href="mailto:sales@nordlys.demo">sales@nordlys.demo</a>.</p>',
    },
    da: {
      title: 'Kontakt',
      metaDescription: 'Kontakt Nordlys kundeservice og salg.',
      html:
        '<p>Nordlys ApS<br>Nørregade 12<br>8000 Aarhus C<br>Danmark</p>' +
        '<p>Kundeservice: <a href="mailto:service@nordlys.demo">service@nordlys.demo</a>, 70 20 30 40 (hverdage 9–15).</p>' +
        '<p>Salg: kontakt din sælger eller skriv til <a href="mailto:sales@nordlys.demo">sales@nordlys.demo</a>.</p>',
    },
  },
};
