import { passwordRule } from '@shop/contracts';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { TextInput } from './account-fields.tsx';
import type { FieldErrors } from './field-errors.ts';

/**
 * A new password and its confirmation, with the server's rule said beside it (ADR 40: the server decides,
 * the page only tells what it will ask).
 */
export function NewPasswordFields({
  form,
  labels,
  errors,
}: {
  form: string;
  labels: { newPassword: string; confirmPassword: string };
  errors: FieldErrors;
}) {
  const t = useT();
  return (
    <>
      <TextInput
        form={form}
        name="newPassword"
        type="password"
        label={labels.newPassword}
        autoComplete="new-password"
        hint={t('account.password.rule', { min: passwordRule.minLength })}
        error={errors.newPassword}
        required
      />
      <TextInput
        form={form}
        name="confirmPassword"
        type="password"
        label={labels.confirmPassword}
        autoComplete="new-password"
        error={errors.confirmPassword}
        required
      />
    </>
  );
}
