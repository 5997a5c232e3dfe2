import { localizePath } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { useEffect } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useNotify } from '../notifications/notifications-context.tsx';
import type { LoginActionData } from './login-action.server.ts';

type LoginFormProps = { result: LoginActionData | undefined; infoKey: TextKey | null };

/** A real form: works without JavaScript, errors are tied to their fields for screen readers. */
export function LoginForm({ result, infoKey }: LoginFormProps) {
  const t = useT();
  const language = useLanguage();
  const notify = useNotify();
  const navigation = useNavigation();
  const submitting = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const errors = result?.fieldErrors ?? {};

  useEffect(() => {
    if (result?.errorCode) {
      notify({
        title: t('login.failed'),
        message: t('error.unexpected'),
        errorCode: result.errorCode,
        variant: 'danger',
      });
    }
  }, [result, notify, t]);

  return (
    <Form
      method="post"
      noValidate
      className="login-form"
      aria-describedby={result?.formError ? 'login-error' : undefined}
    >
      <h1 className="login-form__title">{t('login.title')}</h1>
      <p className="login-form__intro">{t('login.intro')}</p>
      {infoKey ? <output className="alert alert-info d-block">{t(infoKey)}</output> : null}
      {result?.formError ? (
        <div className="alert alert-danger" role="alert" id="login-error">
          {t(result.formError)}
        </div>
      ) : null}
      <div className="mb-3">
        <label htmlFor="login-username" className="form-label">
          {t('login.username')}
        </label>
        <input
          id="login-username"
          name="username"
          type="text"
          autoComplete="username"
          defaultValue={result?.values.username ?? ''}
          className={`form-control form-control-lg${errors.username ? ' is-invalid' : ''}`}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? 'login-username-error' : undefined}
          required
        />
        {errors.username ? (
          <div id="login-username-error" className="invalid-feedback">
            {t(errors.username)}
          </div>
        ) : null}
      </div>
      <div className="mb-4">
        <label htmlFor="login-password" className="form-label">
          {t('login.password')}
        </label>
        <input
          id="login-password"
          name="password"
          type="password"
          autoComplete="current-password"
          className={`form-control form-control-lg${errors.password ? ' is-invalid' : ''}`}
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          required
        />
        {errors.password ? (
          <div id="login-password-error" className="invalid-feedback">
            {t(errors.password)}
          </div>
        ) : null}
      </div>
      <button type="submit" className="btn btn-primary btn-lg w-100" disabled={submitting}>
        {submitting ? <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" /> : null}
        {submitting ? t('login.submitting') : t('login.submit')}
      </button>
      <p className="mt-3 mb-0 text-center">
        <Link to={localizePath('recoverPassword', language)}>{t('account.login.forgot-password')}</Link>
      </p>
      <p className="mt-2 mb-0 text-center">
        <Link to={localizePath('newCustomer', language)}>{t('account.login.become-dealer')}</Link>
      </p>
    </Form>
  );
}
