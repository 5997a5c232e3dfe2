import { Component, type ReactNode } from 'react';
import { type FallbackTextKey, fallbackTexts, type TranslateFunction } from '../../lib/i18n/translate.ts';

type GuardProps = { t: TranslateFunction; children: ReactNode };
type GuardState = { error: unknown };

function safeText(t: TranslateFunction, key: FallbackTextKey, params?: Record<string, string>): string {
  try {
    return t(key, params);
  } catch {
    return fallbackTexts[key].replace('{details}', params?.details ?? '');
  }
}

/**
 * If showing the error page fails too, show the spec §8 fallback: 'An error occurred while showing the
 * error page', the explanation and 'Error details: …'. Needs a class: only they catch render errors.
 */
export class ErrorPageGuard extends Component<GuardProps, GuardState> {
  override state: GuardState = { error: null };

  static getDerivedStateFromError(error: unknown): GuardState {
    return { error: error ?? new Error('Unknown error') };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const { t } = this.props;
    const details = error instanceof Error ? error.message : String(error);
    return (
      <section className="error-page container" role="alert">
        <h1 className="error-page__title">{safeText(t, 'error.fallback-title')}</h1>
        <p>{safeText(t, 'error.fallback-text')}</p>
        <p className="error-page__details">{safeText(t, 'error.fallback-details', { details })}</p>
      </section>
    );
  }
}
