import type { LanguageCode } from '@shop/contracts';
import type { CountedTextKey } from '@shop/ui-texts';
import type { TranslateFunction, TranslateParams } from './translate.ts';

const rules = new Map<LanguageCode, Intl.PluralRules>();

/**
 * A counted text in the language's plural form: `key.one`, `key.other` (and any other CLDR category the
 * language has) with `{count}` filled in; a category the dictionary lacks falls back to `key.other`.
 */
export function translateCount(
  t: TranslateFunction,
  language: LanguageCode,
  key: CountedTextKey,
  count: number,
  params: TranslateParams = {},
): string {
  let rule = rules.get(language);
  if (!rule) {
    rule = new Intl.PluralRules(language);
    rules.set(language, rule);
  }
  const category = rule.select(count);
  const values = { ...params, count };
  // The language's category may be one the texts lack (`.few`): a key made at run time.
  const text = t.dynamic(`${key}.${category}`, values);
  return text === `${key}.${category}` ? t(`${key}.other`, values) : text;
}
