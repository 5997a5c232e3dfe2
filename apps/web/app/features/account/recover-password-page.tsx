import { localizePath } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import { type ReactNode, useRef } from 'react';
import { Form, Link, useNavigation } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import { FormAlert, SubmitButton, TextInput } from './account-fields.tsx';
import { NewPasswordFields } from './password-fields.tsx';
import type {
  LinkPurpose,
  RecoverPasswordActionData,
  RecoverPasswordLoaderData,
} from './recover-password.server.ts';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';

function useBusy() {
  const navigation = useNavigation();
  return navigation.state !== 'idle' && navigation.formMethod === 'POST';
}

function BackToLogin() {
  const t = useT();
  const language = useLanguage();
  return (
    <p className="mt-4 mb-0 text-center">
      <Link to={localizePath('login', language)}>{t('account.back-to-login')}</Link>
    </p>
  );
}

/**
 * A step's form, posted to the page's action as `intent`: its heading and intro, the server's error for the
 * whole form announced and linked to it, and focus on the first invalid field after a refusal.
 */
function StepForm({
  result,
  errorId,
  title,
  intro,
  intent,
  children,
}: {
  result: { formError: TextKey | null } | undefined;
  errorId: string;
  title: string;
  intro: string;
  intent: 'request' | 'reset';
  children: ReactNode;
}) {
  const formRef = useRef<HTMLFormElement>(null);
  useFocusFirstInvalid(formRef, result);
  return (
    <Form method="post" noValidate ref={formRef} aria-describedby={result?.formError ? errorId : undefined}>
      <h1 className="h3">{title}</h1>
      <p>{intro}</p>
      {result?.formError ? <FormAlert id={errorId} messageKey={result.formError} /> : null}
      <input type="hidden" name="intent" value={intent} />
      {children}
    </Form>
  );
}

/** Step 1: the username; the answer is the same whether or not the user exists (spec §7, ADR 40). */
function RequestStep({
  result,
}: {
  result: Extract<RecoverPasswordActionData, { step: 'request-failed' }> | undefined;
}) {
  const t = useT();
  const busy = useBusy();
  return (
    <StepForm
      result={result}
      errorId="recover-error"
      title={t('account.recover.title')}
      intro={t('account.recover.intro')}
      intent="request"
    >
      <TextInput
        form="recover"
        name="username"
        label={t('account.recover.username')}
        autoComplete="username"
        defaultValue={result?.username}
        error={result?.fieldErrors.username}
        maxLength={200}
        required
      />
      <SubmitButton
        busy={busy}
        label={t('account.recover.submit')}
        busyLabel={t('account.recover.submitting')}
      />
      <BackToLogin />
    </StepForm>
  );
}

function SentStep({ result }: { result: Extract<RecoverPasswordActionData, { step: 'sent' }> }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div>
      <h1 className="h3">{t('account.recover.sent-title')}</h1>
      <output className="d-block mb-3">
        {translateCount(t, language, 'account.recover.sent', result.validMinutes, {
          username: result.username,
        })}
      </output>
      <BackToLogin />
    </div>
  );
}

/** The words of the link's step and its end: a forgotten password's, or an invitation's (a first password). */
const wording = {
  reset: {
    title: 'account.reset.title',
    intro: 'account.reset.intro',
    newPassword: 'account.reset.new',
    confirmPassword: 'account.reset.confirm',
    submit: 'account.reset.submit',
    doneTitle: 'account.reset.done-title',
    done: 'account.reset.done',
  },
  invite: {
    title: 'account.invite.title',
    intro: 'account.invite.intro',
    newPassword: 'account.invite.new',
    confirmPassword: 'account.invite.confirm',
    submit: 'account.invite.submit',
    doneTitle: 'account.invite.done-title',
    done: 'account.invite.done',
  },
} as const satisfies Record<LinkPurpose, Record<string, TextKey>>;

/** Step 2, from the mail's link: the new password, twice. */
function ResetStep({
  link,
  purpose,
  result,
}: {
  link: { token: string; username: string };
  purpose: LinkPurpose;
  result: Extract<RecoverPasswordActionData, { step: 'reset-failed' }> | undefined;
}) {
  const t = useT();
  const busy = useBusy();
  const words = wording[purpose];
  return (
    <StepForm
      result={result}
      errorId="reset-error"
      title={t(words.title)}
      intro={t(words.intro, { username: link.username })}
      intent="reset"
    >
      <input type="hidden" name="token" value={link.token} />
      <input type="hidden" name="purpose" value={purpose} />
      {/* The username field lets password managers file the new password under the right account. */}
      <input type="hidden" name="username" value={link.username} autoComplete="username" />
      <NewPasswordFields
        form="reset"
        labels={{ newPassword: t(words.newPassword), confirmPassword: t(words.confirmPassword) }}
        errors={result?.fieldErrors ?? {}}
      />
      <SubmitButton busy={busy} label={t(words.submit)} busyLabel={t('account.reset.submitting')} />
    </StepForm>
  );
}

function InvalidLink() {
  const t = useT();
  const language = useLanguage();
  return (
    <div>
      <h1 className="h3">{t('account.reset.invalid-title')}</h1>
      <div className="alert alert-warning" role="alert">
        {t('account.reset.invalid')}
      </div>
      <Link to={localizePath('recoverPassword', language)} className="btn btn-primary">
        {t('account.reset.request-new')}
      </Link>
      <BackToLogin />
    </div>
  );
}

function Done({ purpose }: { purpose: LinkPurpose }) {
  const t = useT();
  const language = useLanguage();
  const words = wording[purpose];
  return (
    <div>
      <h1 className="h3">{t(words.doneTitle)}</h1>
      <output className="d-block mb-3">{t(words.done)}</output>
      <Link to={localizePath('login', language)} className="btn btn-primary btn-lg w-100">
        {t('account.reset.log-in')}
      </Link>
    </div>
  );
}

/** /recover-password: request a link, then (from the mail) set a new password; then log in (ADR 42). */
export function RecoverPasswordPage({
  loaded,
  result,
}: {
  loaded: RecoverPasswordLoaderData;
  result: RecoverPasswordActionData | undefined;
}) {
  if (result?.step === 'done') return <Done purpose={result.purpose} />;
  if (result?.step === 'invalid') return <InvalidLink />;
  if (result?.step === 'sent') return <SentStep result={result} />;
  if (loaded.step === 'invalid') return <InvalidLink />;
  if (loaded.step === 'reset')
    return (
      <ResetStep
        link={loaded.link}
        purpose={loaded.purpose}
        result={result?.step === 'reset-failed' ? result : undefined}
      />
    );
  return <RequestStep result={result?.step === 'request-failed' ? result : undefined} />;
}
