import { defineTexts } from '../define-texts.ts';

/**
 * UI texts of viewing the shop with a customer's prices without acting for them (ADR 82): the header's entry,
 * the bar under the header, the note where the basket's controls would be, and the choice on the customer
 * list, in English and Danish (merged in ../ui-texts.ts).
 */
export const priceViewTexts = defineTexts({
  en: {
    'price-view.choose': 'View prices as…',
    'price-view.region': 'Price view',
    'price-view.bar': 'Viewing prices as',
    'price-view.not-acting': 'You are not acting for this customer.',
    'price-view.stop': 'Back to visitor prices',
    'price-view.switch': 'Other customer',
    'price-view.note':
      'Viewing prices as {number} {name}: you are not acting for this customer, so nothing can be put in a basket or ordered.',
    'price-view.view': 'View prices',
    'price-view.view-customer': 'View prices as {name}',
    'price-view.intro':
      'View prices shows the shop with a customer’s net prices, currency, margin and stock without acting for them.',
    'price-view.current': 'You are viewing this customer’s prices',
    'price-view.error.forbidden': 'This customer is not assigned to you, so you cannot view their prices.',
    'price-view.error.not-found': 'There is no such customer.',
    'price-view.error.inactive': 'This customer is deactivated and has no prices to view.',
    'price-view.error.acting': 'Stop acting for a customer before viewing another customer’s prices.',
  },
  da: {
    'price-view.choose': 'Se priser som…',
    'price-view.region': 'Prisvisning',
    'price-view.bar': 'Du ser priser som',
    'price-view.not-acting': 'Du agerer ikke for denne kunde.',
    'price-view.stop': 'Tilbage til besøgendes priser',
    'price-view.switch': 'Anden kunde',
    'price-view.note':
      'Du ser priser som {number} {name}: du agerer ikke for denne kunde, så intet kan lægges i en kurv eller bestilles.',
    'price-view.view': 'Se priser',
    'price-view.view-customer': 'Se priser som {name}',
    'price-view.intro':
      'Se priser viser webshoppen med en kundes nettopriser, valuta, avance og lager, uden at du agerer for kunden.',
    'price-view.current': 'Du ser denne kundes priser',
    'price-view.error.forbidden': 'Denne kunde er ikke tildelt dig, så du kan ikke se kundens priser.',
    'price-view.error.not-found': 'Kunden findes ikke.',
    'price-view.error.inactive': 'Kunden er deaktiveret og har ingen priser at vise.',
    'price-view.error.acting': 'Stop med at agere for en kunde, før du ser en anden kundes priser.',
  },
});
