import type { QuickOrderResponse } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import { data } from 'react-router';
import { isApiError } from '../../../lib/api-error.ts';
import type { AuthArgs } from '../../../lib/auth.server.ts';
import { languageContext, requestArea, sessionContext } from '../../../lib/middleware/request-context.ts';
import { newRequestId } from '../../../lib/new-request-id.ts';
import { maxQuickOrderFileBytes } from './quick-order-limits.ts';

/**
 * What the cart page hears back from the quick order's form: the rows as sent (they stay in the box, so the bad
 * ones can be fixed) with the API's answer or why nothing was added, and the request id the form carries next:
 * a new one after an add, the same one after a failure (its answer may only have been lost, ADR 77).
 */
export type QuickOrderActionData = { text: string; requestId: string } & (
  | { status: 'done'; answer: QuickOrderResponse }
  | { status: 'failed'; messageKey: TextKey }
);

/** A posted text field, '' when absent or a file. */
const textOf = (form: FormData, name: string) => {
  const value = form.get(name);
  return typeof value === 'string' ? value : '';
};

/**
 * The posted rows: the text field, else the chosen CSV file's text (none over the panel's limit), with line
 * feeds only, as the panel's box sends them (a browser posts a text area's lines with CR LF): the same rows are
 * the same request (ADR 77).
 */
async function postedRows(form: FormData): Promise<string | { tooLarge: true }> {
  const text = textOf(form, 'text').replaceAll('\r\n', '\n');
  if (text.trim() !== '') return text;
  const file = form.get('file');
  if (typeof file === 'string' || file === null || file.size === 0) return '';
  if (file.size > maxQuickOrderFileBytes) return { tooLarge: true };
  return (await file.text()).replaceAll('\r\n', '\n');
}

/**
 * The cart page's quick order without JavaScript (ADR 57): the form posts the pasted rows or a CSV file here,
 * the lines go into the baskets through QuickOrder with the form's request id (ADR 77: a resubmitted form
 * adds once), and the page shows what went in and every row that did not. With JavaScript the panel sends the
 * same call from the browser.
 */
export async function quickOrderAction(args: AuthArgs) {
  const { context } = args;
  const form = await args.request.formData();
  const requestId = textOf(form, 'requestId') || newRequestId();
  const rows = await postedRows(form);
  const failed = (messageKey: TextKey, text: string, status = 400) =>
    data<QuickOrderActionData>({ status: 'failed', messageKey, text, requestId }, { status });
  if (typeof rows !== 'string') return failed('quick-order.file-too-large', '', 413);
  if (rows.trim() === '') return failed('quick-order.nothing', '');
  try {
    const { areaId } = await requestArea(context);
    const area = { areaId, languageCode: context.get(languageContext) };
    const answer = await context.get(sessionContext).call(endpoints.cart.quickOrder, {
      body: { area, text: rows, requestId },
    });
    return data<QuickOrderActionData>({ status: 'done', answer, text: rows, requestId: newRequestId() });
  } catch (error) {
    if (!isApiError(error) || error.status === 401) throw error;
    return failed('quick-order.failed', rows, error.status >= 500 ? 502 : error.status);
  }
}
