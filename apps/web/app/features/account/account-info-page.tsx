import { paymentTermsDueDays } from '@shop/commerce';
import type { Customer, User } from '@shop/contracts';
import type { TextKey } from '@shop/ui-texts';
import type { ReactNode } from 'react';
import { useRevalidator } from 'react-router';
import { CardSection } from '../../components/ui/card-section.tsx';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import { formatMoneyIn } from '../../lib/money.ts';
import type { AccountAddress, AccountInfo, Part } from './load-account-info.server.ts';

/** Spec §9: pickup is in use when the shipment method code is EXW. */
const pickupMethodCode = 'EXW';

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  return (
    <dl className="row mb-0">
      {rows.map(([label, value]) => (
        <div key={label} className="col-12 d-sm-flex border-bottom py-2">
          <dt className="col-sm-5 fw-semibold">{label}</dt>
          <dd className="col-sm-7 mb-0">{value}</dd>
        </div>
      ))}
    </dl>
  );
}

/** A part whose call failed: says so, with a retry that reads the page again. */
function PartFailed({ messageKey }: { messageKey: TextKey }) {
  const t = useT();
  const revalidator = useRevalidator();
  return (
    <div className="alert alert-warning d-flex align-items-center gap-3" role="alert">
      <span>{t(messageKey)}</span>
      <button
        type="button"
        className="btn btn-sm btn-outline-secondary"
        onClick={() => revalidator.revalidate()}
        disabled={revalidator.state !== 'idle'}
      >
        {t('account.info.retry')}
      </button>
    </div>
  );
}

function PartView<T>({
  part,
  failedKey,
  children,
}: {
  part: Part<T>;
  failedKey: TextKey;
  children: (value: T) => ReactNode;
}) {
  return part.status === 'loaded' ? children(part.value) : <PartFailed messageKey={failedKey} />;
}

function AddressLines({ address }: { address: AccountAddress }) {
  const t = useT();
  const language = useLanguage();
  const country = new Intl.DisplayNames([language === 'da' ? 'da-DK' : 'en-GB'], { type: 'region' });
  return (
    <address className="mb-0">
      {[address.name, address.address1, address.address2, `${address.postalCode} ${address.city}`]
        .filter(Boolean)
        .map((line) => (
          <span key={line} className="d-block">
            {line}
          </span>
        ))}
      <span className="d-block">{country.of(address.countryCode) ?? address.countryCode}</span>
      {address.isDefault ? (
        <span className="badge text-bg-secondary mt-1">{t('account.info.default-address')}</span>
      ) : null}
    </address>
  );
}

function CompanySection({
  customer,
  paymentMethods,
}: {
  customer: Customer;
  paymentMethods: AccountInfo['paymentMethods'];
}) {
  const t = useT();
  const language = useLanguage();
  const blocked = customer.blockedStatus !== 'None';
  const rows: Array<[string, ReactNode]> = [
    [t('account.info.customer-name'), customer.name],
    [t('account.info.customer-number'), customer.customerNumber],
    [t('account.info.currency'), customer.currencyCode],
  ];
  if (customer.rrpCurrencyCode) rows.push([t('account.info.rrp-currency'), customer.rrpCurrencyCode]);
  const dueDays = paymentTermsDueDays[customer.paymentTerms];
  rows.push(
    [
      t('account.info.payment'),
      // The customer's terms (back office), and when its invoices on account fall due by them.
      <span key="terms" data-payment-terms={customer.paymentTerms}>
        <span className="d-block">{t(`payment-terms.${customer.paymentTerms}`)}</span>
        <span className="d-block form-text mt-0">
          {dueDays === 0
            ? t('account.info.payment-due-at-once')
            : translateCount(t, language, 'account.info.payment-due', dueDays)}
        </span>
      </span>,
    ],
    [
      t('account.info.payment-methods'),
      <PartView key="payment-methods" part={paymentMethods} failedKey="account.info.payment-methods-failed">
        {/* The API names each method's text: its wiring picks the payment providers. */}
        {(methods) => methods.map((method) => t.dynamic(method.nameKey)).join(', ')}
      </PartView>,
    ],
    [
      t('account.info.shipment-method'),
      customer.shipmentMethodCode === pickupMethodCode
        ? t('account.info.pickup')
        : t('account.info.delivered', { code: customer.shipmentMethodCode }),
    ],
    [
      t('account.info.status'),
      <span
        key="status"
        className={blocked ? 'text-danger fw-semibold' : undefined}
        data-blocked-status={customer.blockedStatus}
      >
        {t(`account.info.blocked.${customer.blockedStatus}`)}
      </span>,
    ],
  );
  const minimum = (amount: number) =>
    amount > 0 ? formatMoneyIn(amount, customer.currencyCode, language) : t('account.info.no-minimum');
  return (
    <>
      <CardSection id="account-company" title={t('account.info.company')}>
        <Facts rows={rows} />
      </CardSection>
      <CardSection id="account-minimums" title={t('account.info.minimums')}>
        <Facts
          rows={[
            [t('account.info.min-order'), minimum(customer.minOrderAmount)],
            [t('account.info.min-order-pre'), minimum(customer.minOrderAmountPre)],
          ]}
        />
        <p className="form-text mb-0 mt-2">{t('account.info.minimum-note')}</p>
      </CardSection>
    </>
  );
}

function AddressesSection({ addresses }: { addresses: AccountInfo['addresses'] }) {
  const t = useT();
  return (
    <CardSection id="account-addresses" title={t('account.info.addresses')}>
      <PartView part={addresses} failedKey="account.info.addresses-failed">
        {(list) => {
          if (list.length === 0) return <p className="mb-0">{t('account.info.no-addresses')}</p>;
          const groups = [
            { kind: 'billing', title: t('account.info.billing-address') },
            { kind: 'shipping', title: t('account.info.shipping-addresses') },
          ] as const;
          return (
            <div className="row g-4">
              {groups.map((group) => {
                const ofKind = list.filter((address) => address.kind === group.kind);
                if (ofKind.length === 0) return null;
                return (
                  <div key={group.kind} className="col-md-6">
                    <h3 className="h6">{group.title}</h3>
                    <ul className="list-unstyled mb-0">
                      {ofKind.map((address) => (
                        <li key={address.id} className="mb-3">
                          <AddressLines address={address} />
                        </li>
                      ))}
                    </ul>
                  </div>
                );
              })}
            </div>
          );
        }}
      </PartView>
    </CardSection>
  );
}

function UserSection({ user }: { user: User }) {
  const t = useT();
  const roles =
    user.roles.length > 0
      ? user.roles.map((role) => t(`account.info.role.${role}`))
      : [t('account.info.role.customer')];
  return (
    <CardSection id="account-user" title={t('account.info.user')}>
      {user.extraInfo.impersonatorName ? (
        <p className="alert alert-info">
          {t('account.info.acting-as', { name: user.extraInfo.impersonatorName })}
        </p>
      ) : null}
      <Facts
        rows={[
          [t('account.info.user-name'), user.name],
          [t('account.info.username'), user.username],
          [t('account.info.email'), user.email],
          [t('account.info.roles'), roles.join(', ')],
          // What the user may do for the customer (ADR 41), named as the users page names it.
          [
            t('account.info.permission-scope'),
            t('account.info.scope-value', {
              scope: t(`company-users.scope.${user.permissionScope}`),
              description: t(`company-users.scope.${user.permissionScope}.description`),
            }),
          ],
        ]}
      />
    </CardSection>
  );
}

function SalesContactsSection({ contacts }: { contacts: AccountInfo['salesContacts'] }) {
  const t = useT();
  return (
    <CardSection id="account-sales-contacts" title={t('account.info.sales-contacts')}>
      <PartView part={contacts} failedKey="account.info.sales-contacts-failed">
        {(list) =>
          list.length === 0 ? (
            <p className="mb-0">{t('account.info.no-sales-contacts')}</p>
          ) : (
            <ul className="list-unstyled mb-0">
              {list.map((contact) => (
                <li key={contact.email} className="mb-2">
                  <span className="d-block fw-semibold">{contact.name}</span>
                  <a href={`mailto:${contact.email}`}>{contact.email}</a>
                  {contact.phone ? (
                    <a className="d-block" href={`tel:${contact.phone.replace(/\s+/g, '')}`}>
                      {contact.phone}
                    </a>
                  ) : null}
                </li>
              ))}
            </ul>
          )
        }
      </PartView>
    </CardSection>
  );
}

/** The account info page's content: the customer, the user and the sales contacts (issue 17 'Web'). */
export function AccountInfoContent({ info }: { info: AccountInfo }) {
  return (
    <div className="row">
      <div className="col-xl-7">
        {info.user.customer ? (
          <CompanySection customer={info.user.customer} paymentMethods={info.paymentMethods} />
        ) : null}
        <AddressesSection addresses={info.addresses} />
      </div>
      <div className="col-xl-5">
        <UserSection user={info.user} />
        <SalesContactsSection contacts={info.salesContacts} />
      </div>
    </div>
  );
}
