import { z } from 'zod';
import { AreaInfo, BlockedStatus, CurrencyCode, ErrorBody, PermissionScope, Role } from './common.ts';
import { PaymentTermsCode } from './payment-terms.ts';

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
  /** The customer's payment terms (set by back-office staff): what its invoices on account say and when they are due. */
  paymentTerms: PaymentTermsCode,
  /**
   * The VAT decision for the customer's own country (decideVat, ADR 67): the rate the "prices with VAT" switch
   * applies, and which rule made it (reverse-charge and export carry no VAT).
   */
  vat: z.object({
    rateBasisPoints: z.number().int().min(0).max(10_000),
    kind: z.enum(['domestic', 'reverse-charge', 'export', 'one-stop-shop']),
  }),
});
export type Customer = z.infer<typeof Customer>;

export const User = z.object({
  id: z.string(),
  username: z.string(),
  name: z.string(),
  email: z.string(),
  customerNumber: z.string().nullable(),
  roles: z.array(Role),
  /** What the user may do for their customer (ADR 41); a sales user acting for a customer acts with All. */
  permissionScope: PermissionScope,
  customer: Customer.nullable(),
  extraInfo: z.object({
    impersonatorName: z.string().nullable(),
    /** The proposal draft this session edits (GetProposalUser's token, the proposal role; ADR 47), else null. */
    draftId: z.string().nullable().optional(),
    /**
     * That draft's currency (ADR 47): the session's prices and baskets are in it, so the shop formats money in it;
     * null when no draft is edited.
     */
    draftCurrencyCode: CurrencyCode.nullable().optional(),
    /**
     * The customer whose prices staff view the shop with, without acting for them (ADR 82; StartPriceView):
     * prices, currency, VAT and stock volumes are this customer's, while `customerNumber` and `customer` stay
     * null. Null otherwise.
     */
    priceViewCustomer: Customer.nullable().optional(),
  }),
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

/**
 * The password rule the API decides (ADR 40): at least `minLength` and at most `maxLength` characters, not one
 * of the most common passwords, not the username. The web shows these parameters beside the field; the API
 * answers a password that breaks the rule with 400 `password-too-weak` naming which part it broke.
 */
export const passwordRule = { minLength: 10, maxLength: 200 } as const;

/** Which part of the password rule a refused password broke (`reason` of a `password-too-weak` answer). */
export const passwordRuleBreaches = ['too-short', 'too-long', 'too-common', 'same-as-username'] as const;
export type PasswordRuleBreach = (typeof passwordRuleBreaches)[number];

/** A 400 `password-too-weak`: the ErrorBody with the broken part and the rule's parameters. */
export const PasswordTooWeakError = ErrorBody.extend({
  errorCode: z.literal('password-too-weak'),
  reason: z.enum(passwordRuleBreaches),
  minLength: z.number().int(),
  maxLength: z.number().int(),
});
export type PasswordTooWeakError = z.infer<typeof PasswordTooWeakError>;

/**
 * A new password as the contract takes it: any string up to a bound far above the rule's maximum (the rule
 * itself is the service's, so the answer names the broken part with `password-too-weak`, not a zod message).
 */
const newPasswordField = z.string().min(1, 'newPassword is required').max(1000);
const usernameField = z.string().trim().min(1, 'username is required').max(200);
/** A password token as mailed: 43 base64url characters; anything up to 200 is looked up (and not found). */
const passwordTokenField = z.string().trim().min(1, 'token is required').max(200);

/**
 * RecoverPassword: `tokenUrl` is the address the mailed link points at, with the placeholders `{token}` and
 * `{username}` (both required); the API accepts only the shop's own origin (ADR 40).
 */
export const RecoverPasswordBody = z.object({
  area: AreaInfo,
  username: usernameField,
  tokenUrl: z
    .string()
    .trim()
    .min(1, 'tokenUrl is required')
    .max(2000)
    .refine((url) => url.includes('{token}') && url.includes('{username}'), {
      message: 'tokenUrl must contain the placeholders {token} and {username}',
    }),
});
export type RecoverPasswordBody = z.infer<typeof RecoverPasswordBody>;

export const VerifyTokenBody = z.object({
  area: AreaInfo,
  username: usernameField,
  token: passwordTokenField,
});
export type VerifyTokenBody = z.infer<typeof VerifyTokenBody>;

export const ResetPasswordByTokenBody = VerifyTokenBody.extend({ newPassword: newPasswordField });
export type ResetPasswordByTokenBody = z.infer<typeof ResetPasswordByTokenBody>;

export const ChangePasswordBody = z.object({
  area: AreaInfo,
  currentPassword: z.string().min(1, 'currentPassword is required').max(500),
  newPassword: newPasswordField,
});
export type ChangePasswordBody = z.infer<typeof ChangePasswordBody>;

/**
 * RecoverPassword's answer, the same whether or not the username exists (so it cannot be probed): the mail is
 * sent only to a known, active user, and the link is valid for `validMinutes`.
 */
export const RecoverPasswordResponse = z.object({
  accepted: z.literal(true),
  validMinutes: z.number().int(),
});
export type RecoverPasswordResponse = z.infer<typeof RecoverPasswordResponse>;

/** VerifyToken's 200: the token is live for that username (the web then shows the new-password form). */
/**
 * A live link, and what it is for: `reset` (forgot password) or `invite` (a colleague's invitation: the first
 * password of a new user), so the page can say which.
 */
export const VerifyTokenResponse = z.object({
  valid: z.literal(true),
  expiresAt: z.string(),
  purpose: z.enum(['reset', 'invite']),
});
export type VerifyTokenResponse = z.infer<typeof VerifyTokenResponse>;

/** After a reset or change: how many sessions of the user were ended (a change keeps the calling one). */
export const PasswordChangedResponse = z.object({ revokedTokens: z.number().int().min(0) });
export type PasswordChangedResponse = z.infer<typeof PasswordChangedResponse>;
