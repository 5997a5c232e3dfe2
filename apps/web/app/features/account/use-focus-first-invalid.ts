import { type RefObject, useEffect } from 'react';

/**
 * After the server refused a form, focus goes to its first field marked invalid (or to the form's alert when
 * no field is), so a keyboard or screen-reader user lands on what to fix (WCAG 3.3.1).
 */
export function useFocusFirstInvalid(form: RefObject<HTMLFormElement | null>, result: unknown) {
  useEffect(() => {
    if (!result || !form.current) return;
    const target =
      form.current.querySelector<HTMLElement>('[aria-invalid="true"]') ??
      form.current.querySelector<HTMLElement>('[role="alert"]');
    if (!target) return;
    if (target.getAttribute('role') === 'alert') target.tabIndex = -1;
    target.focus();
  }, [form, result]);
}
