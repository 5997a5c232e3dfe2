import type { LanguageCode } from '@shop/contracts';

/**
 * UI texts of the proposal screens (issue 18, ADR 48): the sales person's proposals, drafts and recipients, the
 * draft-editing bar, and the customer center's proposals, in English and Danish (merged in ../translations.ts).
 * Counted texts come in plural forms: `<key>.one` and `<key>.other`.
 */
export const proposalScreenTexts: Record<LanguageCode, Record<string, string>> = {
  en: {
    'proposal-screens.editing-draft': 'You are currently editing a proposal draft',
    'proposal-screens.nav.proposals': 'Proposals',
  },
  da: {
    'proposal-screens.editing-draft': 'Du redigerer i øjeblikket et udkast til et tilbud',
    'proposal-screens.nav.proposals': 'Tilbud',
  },
};
