import type { AreaSettingsDocumentBody } from '@shop/contracts';

/** The settings form's field names. */
export const settingsFields = {
  enabled: 'globalBannerEnabled',
  text: 'globalBannerText',
  link: 'globalBannerLinkUrl',
  background: 'globalBannerBackgroundColor',
  textColour: 'globalBannerTextColor',
  from: 'globalBannerDisplayFrom',
  until: 'globalBannerDisplayUntil',
  popularHeadline: 'popularSearchesHeadline',
  popularWords: 'popularSearchesSearchWords',
  trendingHeadline: 'trendingCategoriesHeadline',
} as const;

const text = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};
const orNull = (value: string) => (value.trim() === '' ? null : value.trim());

/** A stored bound as the date-time field shows it: the zero date (unbounded) and nothing are empty. */
export function dateFieldValue(value: string | null | undefined): string {
  if (!value || value.startsWith('0001-01-01')) return '';
  return value.length === 10 ? `${value}T00:00` : value.slice(0, 19);
}

/**
 * The settings the form saves: the stored ones with the form's fields over them (the fields it does not show,
 * like the shop texts and trending categories, stay as they are).
 */
export function settingsBodyOf(current: unknown, form: FormData): AreaSettingsDocumentBody {
  const stored = (typeof current === 'object' && current !== null ? current : {}) as AreaSettingsDocumentBody;
  return {
    ...stored,
    globalBannerEnabled: text(form, settingsFields.enabled) === 'on',
    globalBannerText: orNull(text(form, settingsFields.text)),
    globalBannerLinkUrl: orNull(text(form, settingsFields.link)),
    globalBannerBackgroundColor: orNull(text(form, settingsFields.background)),
    globalBannerTextColor: orNull(text(form, settingsFields.textColour)),
    globalBannerDisplayFrom: orNull(text(form, settingsFields.from)),
    globalBannerDisplayUntil: orNull(text(form, settingsFields.until)),
    popularSearchesHeadline: orNull(text(form, settingsFields.popularHeadline)),
    popularSearchesSearchWords: text(form, settingsFields.popularWords)
      .split(/\r?\n/)
      .map((word) => word.trim())
      .filter(Boolean),
    trendingCategoriesHeadline: orNull(text(form, settingsFields.trendingHeadline)),
  };
}
