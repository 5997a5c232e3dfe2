import { type AreaInfo, type CheckoutOrderType, scopeAllows } from '@shop/contracts';
import { defaultAreaId } from '@shop/contracts/constants';
import { localizePath } from '@shop/contracts/routes';
import { lazy, type ReactNode, Suspense, useEffect, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { useRootData } from '../../lib/root-data.ts';
import { useSetDeliveryCountry } from '../prices/prices-context.tsx';
import type { BillingChoice } from './billing-step.tsx';
import { changedLineText } from './changed-lines.ts';
import { type CustomerAddress, createCheckoutApi } from './checkout-api.ts';
import { firstStep, isPickup, nextStep, preselectedOrderTypes, previousStep } from './checkout-steps.ts';
import { CheckoutSummary } from './checkout-summary.tsx';
import { BusyStatus } from './form-field.tsx';
import { OrderTypesStep } from './order-types-step.tsx';
import type { PaymentReturn } from './payment-return.ts';
import { PaymentReturnPanel } from './payment-return-panel.tsx';
import type { ShippingChoice } from './shipping-step.tsx';
import { initialBillingValues, initialShippingValues } from './step-defaults.ts';
import { StepIndicator } from './step-indicator.tsx';
import { useCheckoutCarts } from './use-checkout-carts.ts';

// The form steps load on first use (step-forms.ts): the first step and the summary need none of their code.
const loadStepForms = () => import('./step-forms.ts');
const ShippingStep = lazy(() => loadStepForms().then((module) => ({ default: module.ShippingStep })));
const BillingStep = lazy(() => loadStepForms().then((module) => ({ default: module.BillingStep })));
const PaymentStep = lazy(() => loadStepForms().then((module) => ({ default: module.PaymentStep })));

const leavePage = (url: string) => window.location.assign(url);

/**
 * The checkout (spec §2, §5): a multi-step form whose current step starts at 0 once and moves one step at a
 * time. A customer checks out their server carts; a guest's local cart becomes a server cart at the first
 * step and is paid by card. Coming back from a failed card payment shows the retry instead of the steps.
 */
export function CheckoutPage({ paymentReturn }: { paymentReturn: PaymentReturn | null }) {
  const t = useT();
  const language = useLanguage();
  const root = useRootData();
  const user = root?.user ?? null;
  const guest = user === null;
  const areaCurrency = root?.area.currencyCode ?? 'EUR';
  const area = useMemo<AreaInfo>(
    () => ({
      areaId: root?.area.areaId ?? defaultAreaId,
      languageCode: language,
      currencyCode: areaCurrency,
    }),
    [root?.area.areaId, language, areaCurrency],
  );
  const api = useMemo(() => createCheckoutApi(area), [area]);
  const carts = useCheckoutCarts(api, guest);
  const setDeliveryCountry = useSetDeliveryCountry();
  const [step, setStep] = useState(firstStep);
  const [stepChanged, setStepChanged] = useState(false);
  const [chosenTypes, setChosenTypes] = useState<CheckoutOrderType[] | null>(null);
  // What step 1 has ticked so far; null until the buyer changes the preselection.
  const [tickedTypes, setTickedTypes] = useState<CheckoutOrderType[] | null>(null);
  const [shipping, setShipping] = useState<ShippingChoice | null>(null);
  const [billing, setBilling] = useState<BillingChoice | null>(null);
  // A customer's saved addresses (null while they load); a guest has none.
  const [addresses, setAddresses] = useState<CustomerAddress[] | null>(null);
  const customer = user?.customer ?? null;
  const defaultCountry = customer?.countryCode ?? (language === 'da' ? 'DK' : '');

  const customerNumber = customer?.customerNumber ?? null;
  useEffect(() => {
    if (!customerNumber) return;
    let current = true;
    // Without saved addresses the customer types one: a failure here costs only the shortcut.
    api.getAddresses().then(
      (list) => current && setAddresses(list),
      () => current && setAddresses([]),
    );
    return () => {
      current = false;
    };
  }, [api, customerNumber]);

  const go = (move: (step: number) => number) => {
    setStep(move);
    setStepChanged(true);
  };
  const back = () => go(previousStep);
  const selectedTypes = chosenTypes ?? preselectedOrderTypes(carts.carts, guest);
  const selected = carts.carts.filter((cart) => selectedTypes.includes(cart.orderType as CheckoutOrderType));
  const calculating = selected.some((cart) => carts.calculating.has(cart.cartId));
  // The summary (and its "total of all orders") counts only what will be ordered: on step 1 the ticked
  // baskets, not a basket left out because it is under its minimum (issue 28 item 5).
  const ticked = tickedTypes ?? selectedTypes;
  const summaryCarts =
    step === 0
      ? carts.carts.filter((cart) => ticked.includes(cart.orderType as CheckoutOrderType))
      : selected;

  if (paymentReturn) {
    return (
      <CheckoutFrame title={t('checkout.title')}>
        <PaymentReturnPanel api={api} paymentReturn={paymentReturn} navigate={leavePage} />
      </CheckoutFrame>
    );
  }
  if (user && !customer) {
    return (
      <CheckoutFrame title={t('checkout.title')}>
        {user.extraInfo.draftId ? (
          // A proposal draft is sent to recipients, not checked out (issue 31 item 5).
          <p className="alert alert-info">
            {t('cart.draft-note')}{' '}
            <Link to={localizePath('proposalRecipients', language)}>
              {t('proposal-screens.bar.recipients')}
            </Link>
          </p>
        ) : (
          <p className="alert alert-info">{t('checkout.noCustomer')}</p>
        )}
      </CheckoutFrame>
    );
  }
  if (!carts.loaded || carts.loadError || carts.carts.length === 0) {
    return (
      <CheckoutFrame title={t('checkout.title')}>
        {!carts.loaded ? (
          <BusyStatus>{t('checkout.loading')}</BusyStatus>
        ) : carts.loadError ? (
          <div className="alert alert-danger" role="alert">
            {t('checkout.loadFailed')}
          </div>
        ) : (
          <p className="checkout-empty">
            {t('checkout.empty')} <Link to={localizePath('cart', language)}>{t('checkout.backToCart')}</Link>
          </p>
        )}
      </CheckoutFrame>
    );
  }

  const saved = (kind: CustomerAddress['kind']) =>
    (addresses ?? []).filter((address) => address.kind === kind);
  // Steps 2 and 3 start from the saved addresses, so they wait for them.
  const addressesReady = guest || addresses !== null;
  // A user whose scope may not place orders sends them for approval instead (ADR 81).
  const mustSendForApproval = user !== null && !scopeAllows(user.permissionScope, 'checkout');
  return (
    <CheckoutFrame title={t('checkout.title')}>
      <StepIndicator step={step} />
      {mustSendForApproval ? (
        // Said before the steps are filled in (ADR 41): the last step sends the order for approval (ADR 81).
        <div className="alert alert-info" role="note">
          {t('permission-scope.release-required')}
        </div>
      ) : null}
      {carts.changedLines.length > 0 ? (
        // Issue 28: the lines stock changed between basket and order, in words; the rest can be ordered.
        <div className="alert alert-warning checkout-stock-changed" role="alert">
          <strong>{t('checkout.stock-changed-title')}</strong>
          <p className="mb-1">{t('checkout.stock-changed-intro')}</p>
          <ul className="mb-0">
            {carts.changedLines.map((line) => (
              <li key={`${line.name}|${line.colorName}|${line.size}`}>{changedLineText(t, line)}</li>
            ))}
          </ul>
        </div>
      ) : (
        carts.validationChanged.map((orderType) => (
          <div key={orderType} className="alert alert-warning" role="alert">
            <strong>{t('cart.validation-changed-title')}</strong>{' '}
            {t('cart.validation-changed', { orderType: t(`cart.order-type-${orderType}`) })}
          </div>
        ))
      )}
      <div className="row g-4">
        <div className="col-lg-7">
          <Suspense fallback={<BusyStatus>{t('checkout.loading')}</BusyStatus>}>
            {step === 0 ? (
              <OrderTypesStep
                carts={carts.carts}
                initial={ticked}
                onChange={setTickedTypes}
                calculating={calculating}
                blockedStatus={customer?.blockedStatus ?? 'None'}
                guest={guest}
                focusOnShow={stepChanged}
                onDone={async (types) => {
                  void loadStepForms();
                  if (guest) await carts.promoteLocalCarts(types);
                  setChosenTypes(types);
                  go(nextStep);
                }}
              />
            ) : !addressesReady ? (
              <BusyStatus>{t('checkout.loading')}</BusyStatus>
            ) : step === 1 ? (
              <ShippingStep
                api={api}
                carts={selected}
                saved={saved('shipping')}
                guest={guest}
                shipmentMethodCode={customer?.shipmentMethodCode ?? null}
                initial={
                  shipping?.values ?? initialShippingValues(selected[0], saved('shipping'), defaultCountry)
                }
                focusOnShow={stepChanged}
                onBack={back}
                onDone={async (choice) => {
                  setShipping(choice);
                  // A visitor's prices carry the VAT of where they deliver to from now on (issue 28, ADR 67).
                  if (guest) setDeliveryCountry(isPickup(choice.method) ? 'DK' : choice.address.countryCode);
                  // The shipping fee is part of the calculation: the summary shows the new totals.
                  await carts.recalculate(selected.map((cart) => cart.cartId));
                  go(nextStep);
                }}
              />
            ) : step === 2 && shipping ? (
              <BillingStep
                api={api}
                carts={selected}
                saved={saved('billing')}
                shippingAddress={shipping.address}
                initial={
                  billing?.values ??
                  initialBillingValues(selected[0], shipping.address, saved('billing'), defaultCountry)
                }
                focusOnShow={stepChanged}
                onBack={back}
                onDone={async (choice) => {
                  setBilling(choice);
                  // Every change of a cart voids its calculation; the order is made from a calculated cart.
                  await carts.recalculate(selected.map((cart) => cart.cartId));
                  go(nextStep);
                }}
              />
            ) : step === 3 && shipping && billing ? (
              <PaymentStep
                api={api}
                carts={selected}
                shippingAddress={shipping.address}
                shippingMethod={shipping.method}
                billingAddress={billing.address}
                email={guest ? shipping.address.email : null}
                focusOnShow={stepChanged}
                onBack={back}
                navigate={leavePage}
                onStockChanged={() => carts.recalculate(selected.map((cart) => cart.cartId))}
                sendForApproval={mustSendForApproval}
              />
            ) : null}
          </Suspense>
        </div>
        <aside className="col-lg-5">
          <CheckoutSummary carts={summaryCarts} calculating={calculating} />
        </aside>
      </div>
    </CheckoutFrame>
  );
}

function CheckoutFrame({ title, children }: { title: string; children: ReactNode }) {
  return (
    <div className="checkout container">
      <h1 className="checkout__title">{title}</h1>
      {children}
    </div>
  );
}
