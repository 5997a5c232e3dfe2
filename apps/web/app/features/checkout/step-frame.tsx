import { type FormEventHandler, type ReactNode, useEffect, useRef } from 'react';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { checkoutSteps } from './checkout-steps.ts';

type StepFrameProps = {
  step: number;
  title: string;
  /** Move focus to the heading when shown: true after a step change, false on the page's first view. */
  focusOnShow: boolean;
  /** A message for the whole step (a server error, a blocked checkout), or null: a text key or the server's text. */
  formError: string | null;
  onSubmit: FormEventHandler<HTMLFormElement>;
  onBack?: () => void;
  submitLabel: string;
  submitting: boolean;
  children: ReactNode;
};

/**
 * One step of the checkout: a form whose fieldset is named by the step heading (in the legend), the step's
 * own error announced and linked to the form, and back / continue buttons. Focus moves to the heading when
 * the step changes, so keyboard and screen-reader users start reading the new step.
 */
export function StepFrame({
  step,
  title,
  focusOnShow,
  formError,
  onSubmit,
  onBack,
  submitLabel,
  submitting,
  children,
}: StepFrameProps) {
  const t = useT();
  const heading = useRef<HTMLHeadingElement>(null);
  const errorId = `checkout-step-${step}-error`;
  useEffect(() => {
    if (focusOnShow) heading.current?.focus();
  }, [focusOnShow]);
  return (
    <form
      noValidate
      className="checkout-step"
      onSubmit={onSubmit}
      aria-describedby={formError ? errorId : undefined}
    >
      <fieldset disabled={submitting}>
        <legend className="checkout-step__legend">
          <h2 ref={heading} tabIndex={-1} className="checkout-step__heading">
            <span className="checkout-step__number">
              {t('checkout.stepOf', { step: step + 1, total: checkoutSteps.length })}
            </span>
            {title}
          </h2>
        </legend>
        {formError ? (
          <div id={errorId} className="alert alert-danger" role="alert">
            {/* The server's words come as they are (server-errors.ts): not a key the typecheck knows. */}
            {t.dynamic(formError)}
          </div>
        ) : null}
        {children}
        <div className="checkout-step__actions">
          {onBack ? (
            <button type="button" className="btn btn-outline-primary" onClick={onBack}>
              {t('checkout.back')}
            </button>
          ) : null}
          <button type="submit" className="btn btn-primary btn-lg" aria-busy={submitting || undefined}>
            {submitting ? (
              <span className="spinner-border spinner-border-sm me-2" aria-hidden="true" />
            ) : null}
            {submitLabel}
          </button>
        </div>
      </fieldset>
    </form>
  );
}
