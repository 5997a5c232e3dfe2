import type { LanguageCode, Translations } from '@shop/contracts';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { createTranslate, type TranslateFunction } from './translate.ts';

type I18nValue = { language: LanguageCode; t: TranslateFunction };

const I18nContext = createContext<I18nValue>({ language: 'en', t: createTranslate({}) });

export function I18nProvider(props: {
  language: LanguageCode;
  translations: Translations;
  children: ReactNode;
}) {
  const { language, translations, children } = props;
  const value = useMemo(() => ({ language, t: createTranslate(translations) }), [language, translations]);
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}

/** `t('key', { placeholder })` for the current language's dictionary. */
export function useT(): TranslateFunction {
  return useContext(I18nContext).t;
}

export function useLanguage(): LanguageCode {
  return useContext(I18nContext).language;
}
