import type { LanguageCode, User } from '@shop/contracts';
import { createContext } from 'react-router';
import type { ApiClient } from '../api-client.server.ts';

/** What the auth middleware learned about the visitor; loaders read it instead of the cookie. */
export type RequestSession = {
  token: string | null;
  api: ApiClient;
  user: User | null;
  /** Set-Cookie values to add to whatever response the request ends with. */
  responseCookies: string[];
};

export const sessionContext = createContext<RequestSession>();
export const languageContext = createContext<LanguageCode>('en');
