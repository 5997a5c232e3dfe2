import type { AreaInfo } from '@shop/contracts';
import type { RouterContextProvider } from 'react-router';
import { languageContext, requestArea } from '../../lib/middleware/request-context.ts';

/** The area an account call names: the request's area in the page's language. */
export async function accountArea(context: Readonly<RouterContextProvider>): Promise<AreaInfo> {
  const area = await requestArea(context);
  return { areaId: area.areaId, languageCode: context.get(languageContext) };
}
