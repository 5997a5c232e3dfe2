import { z } from 'zod';
import { BlockedStatus, CurrencyCode, Role } from './common.ts';

export const Customer = z.object({
  customerNumber: z.string(),
  name: z.string(),
  active: z.boolean(),
  currencyCode: CurrencyCode,
  rrpCurrencyCode: CurrencyCode.nullable(),
  priceGroup: z.string(),
  /** Minimum stock-order amount, minor units, excluding VAT. 0 = none. */
  minOrderAmount: z.number().int(),
  /** Minimum preorder amount, minor units, excluding VAT. 0 = none. */
  minOrderAmountPre: z.number().int(),
  shipmentMethodCode: z.string(),
  blockedStatus: BlockedStatus,
  countryCode: z.string(),
});
export type Customer = z.infer<typeof Customer>;

export const User = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  customerNumber: z.string().nullable(),
  roles: z.array(Role),
  customer: Customer.nullable(),
  extraInfo: z.object({ impersonatorName: z.string().nullable() }),
});
export type User = z.infer<typeof User>;

export const LoginBody = z.object({
  username: z.string().trim().min(1, 'username is required').max(200),
  password: z.string().min(1, 'password is required').max(500),
});
export type LoginBody = z.infer<typeof LoginBody>;

export const TokenResponse = z.object({
  token: z.string(),
  tokenType: z.literal('Bearer'),
  expiresAt: z.string(),
});

export const LoginResponse = z.object({ user: User }).extend(TokenResponse.shape);
export type LoginResponse = z.infer<typeof LoginResponse>;

export const NotLoggedInTokenResponse = TokenResponse;
export type NotLoggedInTokenResponse = z.infer<typeof NotLoggedInTokenResponse>;

/** What a logout answers: how many live tokens it revoked (0 when the token sent was already dead). */
export const LogoutResponse = z.object({ revokedTokens: z.number().int().min(0) });
export type LogoutResponse = z.infer<typeof LogoutResponse>;
