import type { FormSubmissionField, LanguageCode } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { formatCalendarDay, formatDate, localeForLanguage } from '../../../lib/money.ts';

const calendarDay = /^\d{4}-\d{2}-\d{2}$/;
const instant = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

/**
 * A submitted value as staff read it in the page's language: a checkbox as yes or no, a select by its option's
 * label, a date written out (`4. dec. 2026`), nothing as 'Not filled in'; any other text as sent.
 */
export function submissionValue(
  field: Pick<FormSubmissionField, 'type' | 'value' | 'valueLabel'>,
  t: (key: TextKey) => string,
  language: LanguageCode,
): string {
  if (field.type === 'checkbox') {
    return t(field.value === 'true' ? 'backoffice.forms.value.yes' : 'backoffice.forms.value.no');
  }
  if (field.valueLabel) return field.valueLabel;
  const value = field.value.trim();
  if (value === '') return t('backoffice.forms.value.empty');
  const locale = localeForLanguage(language);
  if (calendarDay.test(value)) return formatCalendarDay(value, locale);
  if (instant.test(value)) return formatDate(value, locale, 'Europe/Copenhagen') || field.value;
  return field.value;
}
