import { useT } from '../../lib/i18n/i18n-context.tsx';
import { checkoutSteps } from './checkout-steps.ts';

/** Where in the checkout the visitor is: the steps in order, the current one marked for assistive technology. */
export function StepIndicator({ step }: { step: number }) {
  const t = useT();
  return (
    <nav aria-label={t('checkout.steps')} className="checkout-steps">
      <ol className="checkout-steps__list">
        {checkoutSteps.map((name, index) => (
          <li
            key={name}
            className={`checkout-steps__item${index === step ? ' is-current' : ''}${index < step ? ' is-done' : ''}`}
            aria-current={index === step ? 'step' : undefined}
          >
            <span className="checkout-steps__number" aria-hidden="true">
              {index + 1}
            </span>
            {t(`checkout.step.${name}`)}
          </li>
        ))}
      </ol>
    </nav>
  );
}
