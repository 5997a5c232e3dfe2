import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { FormAlert, SubmitButton, TextInput } from './account-fields.tsx';
import type { ChangePasswordActionData } from './change-password-action.server.ts';
import { NewPasswordFields } from './password-fields.tsx';
import { useFocusFirstInvalid } from './use-focus-first-invalid.ts';

const formName = 'change-password';

/** Current, new and repeated password; the server's answer decides (spec §5), its message is shown. */
export function ChangePasswordForm({ result }: { result: ChangePasswordActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formMethod === 'POST';
  const formRef = useRef<HTMLFormElement>(null);
  const failed = result?.status === 'failed' ? result : undefined;
  const errors = failed?.fieldErrors ?? {};
  useFocusFirstInvalid(formRef, failed);
  // Passwords are never shown again: after a change the fields are emptied.
  useEffect(() => {
    if (result?.status === 'changed') formRef.current?.reset();
  }, [result]);
  return (
    <Form
      method="post"
      noValidate
      ref={formRef}
      className="account-form"
      aria-describedby={failed?.formError ? 'change-password-error' : undefined}
    >
      <p>{t('account.change-password.intro')}</p>
      {result?.status === 'changed' ? (
        <output className="alert alert-success d-block">{t('account.change-password.done')}</output>
      ) : null}
      {failed?.formError ? <FormAlert id="change-password-error" messageKey={failed.formError} /> : null}
      <TextInput
        form={formName}
        name="currentPassword"
        type="password"
        label={t('account.change-password.current')}
        autoComplete="current-password"
        error={errors.currentPassword}
        required
      />
      <NewPasswordFields
        form={formName}
        labels={{
          newPassword: t('account.change-password.new'),
          confirmPassword: t('account.change-password.confirm'),
        }}
        errors={errors}
      />
      <SubmitButton
        busy={busy}
        label={t('account.change-password.submit')}
        busyLabel={t('account.change-password.submitting')}
      />
    </Form>
  );
}
