import type { CountedTextKey } from '@shop/ui-texts';
import { useLanguage, useT } from './i18n-context.tsx';
import type { TranslateParams } from './translate.ts';
import { translateCount } from './translate-count.ts';

export type CountFunction = (key: CountedTextKey, count: number, params?: TranslateParams) => string;

/** `tc('cart.marker', 3)`: a counted text in the page language's plural form (translate-count.ts). */
export function useTranslateCount(): CountFunction {
  const t = useT();
  const language = useLanguage();
  return (key, count, params) => translateCount(t, language, key, count, params);
}
