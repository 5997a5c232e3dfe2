import { useEffect, useRef } from 'react';
import { Form, useNavigation } from 'react-router';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { FormAlert, fieldId, SubmitButton, TextInput } from '../account/account-fields.tsx';
import { type CompanyUsersActionData, scopeOrder } from './company-users-data.ts';

const formName = 'invite-user';

/**
 * Invite a colleague: name, e-mail (their username) and permission scope. A refusal keeps what was typed and
 * puts each error beside its field; after a sent invitation the form is empty again.
 */
export function InviteForm({ result }: { result: CompanyUsersActionData | undefined }) {
  const t = useT();
  const navigation = useNavigation();
  const busy = navigation.state !== 'idle' && navigation.formData?.get('intent') === 'invite';
  const formRef = useRef<HTMLFormElement>(null);
  const invite = result?.intent === 'invite' ? result : undefined;
  const failed = invite?.status === 'failed' ? invite : undefined;
  const errors = failed?.fieldErrors ?? {};
  useEffect(() => {
    if (invite?.status === 'done') formRef.current?.reset();
  }, [invite]);
  const scopeId = fieldId(formName, 'permissionScope');
  const headingId = `${formName}-heading`;
  return (
    <section aria-labelledby={headingId} className="mt-5">
      <h2 id={headingId} className="h4">
        {t('company-users.invite.title')}
      </h2>
      <p>{t('company-users.invite.intro')}</p>
      {invite?.status === 'done' ? (
        <output className="alert alert-success d-block">
          {t('company-users.done.invited', { email: invite.email })}
        </output>
      ) : null}
      {failed?.formError ? <FormAlert id={`${formName}-error`} messageKey={failed.formError} /> : null}
      <Form method="post" noValidate ref={formRef} className="row g-3 align-items-start">
        <input type="hidden" name="intent" value="invite" />
        <div className="col-md-4">
          <TextInput
            form={formName}
            name="name"
            label={t('company-users.invite.name')}
            autoComplete="off"
            defaultValue={failed?.values.name}
            maxLength={200}
            error={errors.name}
            required
            className=""
          />
        </div>
        <div className="col-md-4">
          <TextInput
            form={formName}
            name="email"
            type="email"
            label={t('company-users.invite.email')}
            autoComplete="off"
            defaultValue={failed?.values.email}
            maxLength={254}
            error={errors.email}
            required
            className=""
          />
        </div>
        <div className="col-md-4">
          <label htmlFor={scopeId} className="form-label">
            {t('company-users.invite.scope')}
          </label>
          <select
            id={scopeId}
            name="permissionScope"
            className="form-select"
            defaultValue={failed?.values.permissionScope ?? 'None'}
          >
            {scopeOrder.map((scope) => (
              <option key={scope} value={scope}>
                {t(`company-users.scope.${scope}`)} – {t(`company-users.scope.${scope}.description`)}
              </option>
            ))}
          </select>
        </div>
        <div className="col-12">
          <SubmitButton
            busy={busy}
            label={t('company-users.invite.submit')}
            busyLabel={t('company-users.invite.submitting')}
          />
        </div>
      </Form>
    </section>
  );
}
