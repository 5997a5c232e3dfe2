import type {
  GetRecoveryMailTemplatesResponse,
  LanguageCode,
  RecoveryMailPreview,
  RecoveryMailTemplateKind,
} from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';

/** Which template the screen edits (`?mail=reset&language=da`). */
export type TemplateChoice = { template: RecoveryMailTemplateKind; languageCode: LanguageCode };

export type MailTemplatesLoaderData =
  | ({ status: 'ok'; choice: TemplateChoice } & GetRecoveryMailTemplatesResponse)
  | { status: 'failed'; choice: TemplateChoice };

/** A field's message: a translation key and its values. */
export type TemplateFieldError = { key: TextKey; params?: Record<string, string | number> };

export type TemplateValues = TemplateChoice & { subject: string; body: string };

/**
 * What a post on the screen answers: a preview (nothing saved), the template saved or reset, or refused with
 * the fields' messages; the texts typed come back so nothing is lost.
 */
export type MailTemplatesActionData =
  | { status: 'preview'; values: TemplateValues; preview: RecoveryMailPreview }
  | { status: 'saved' | 'reset'; values: TemplateValues }
  | {
      status: 'failed';
      values: TemplateValues;
      fieldErrors: { subject?: TemplateFieldError; body?: TemplateFieldError };
      formError: TextKey;
    };

export const areaOfTemplates = 'b2b';

/** The template an address asks for; anything unknown is the recovery mail in the page's language. */
export function templateChoiceOf(url: URL, pageLanguage: LanguageCode): TemplateChoice {
  const mail = url.searchParams.get('mail');
  const language = url.searchParams.get('language');
  return {
    template: mail === 'invite' ? 'invite' : 'reset',
    languageCode: language === 'en' || language === 'da' ? language : pageLanguage,
  };
}
