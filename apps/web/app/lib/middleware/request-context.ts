import type { Area, LanguageCode, User } from '@shop/contracts';
import { createContext, type RouterContextProvider } from 'react-router';
import type { Call } from '../call-endpoint.ts';

/** What the auth middleware learned about the visitor; loaders read it instead of the cookie. */
export type RequestSession = {
  token: string | null;
  /** The API with the session's bearer token (none once the token turned out expired). */
  call: Call;
  user: User | null;
  /** Set-Cookie values to add to whatever response the request ends with. */
  responseCookies: string[];
};

export const sessionContext = createContext<RequestSession>();
export const languageContext = createContext<LanguageCode>('en');

/** The request's area, asked of the API on first use and shared by every loader of the request after. */
export const areaContext = createContext<() => Promise<Area>>();

/** The area of this request's language (menus, footer, currency, settings): one API call per request. */
export function requestArea(context: Readonly<RouterContextProvider>): Promise<Area> {
  return context.get(areaContext)();
}
