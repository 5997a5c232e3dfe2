import type { PaymentTermsCode } from '@shop/commerce';
import type { BlockedStatus, CurrencyCode, PermissionScope, Role } from '@shop/contracts';

/**
 * The types a ctx is made of, below everything that uses a ctx: the auth plugin fills them, the customer
 * module reads the profile, and context.ts builds the caller from them. They import no module and no plugin,
 * so the file graph has no cycle through them (ADR 29).
 */

/**
 * The customer as every service sees it: the one a request acts for (`ctx.customer`, read with the token),
 * the one a cart belongs to, the one a user answer describes. One shape, read with `customerProfileOf` (a JSON
 * value in the caller's statement) or `loadCustomerProfile`, and checked by `toCustomerProfile` (modules/customer).
 */
export type CustomerProfile = {
  customerNumber: string;
  name: string;
  active: boolean;
  currencyCode: CurrencyCode;
  rrpCurrencyCode: CurrencyCode | null;
  priceGroupCode: string;
  minOrderAmount: number;
  minOrderAmountPre: number;
  shipmentMethodCode: string;
  blockedStatus: BlockedStatus;
  countryCode: string;
  /** The customer's VAT number as stored (normalised on save); decides reverse charge (ADR 67). */
  vatNumber: string | null;
  /** The customer's payment terms: its orders keep them, its invoices on account are due by them. */
  paymentTerms: PaymentTermsCode;
};

/** Who is calling, resolved from the bearer token once per request (plugins/auth.ts). */
export type AuthState =
  | { kind: 'none' }
  | { kind: 'anonymous'; tokenHash: string }
  /** A machine reading the feeds with a live API key (ADR 51): no user, no customer. */
  | { kind: 'feedKey'; keyId: string; scopes: string[] }
  | {
      kind: 'user';
      tokenHash: string;
      userId: string;
      roles: Role[];
      /** The customer acted for: the user's own, or the impersonated one. */
      customerNumber: string | null;
      /** Set while a sales user acts for a customer. */
      impersonatorUserId: string | null;
      /**
       * What the caller may do for the customer (ADR 41): the user's own scope, All while a sales user acts
       * for a customer. Read with the token; absent when the state was made without it (tests): the column's
       * All.
       */
      permissionScope?: PermissionScope;
      /**
       * The acting customer's profile, read with the token (null: no such customer). Absent when the state
       * was made without it (tests); `actingCustomer` then reads it.
       */
      customer?: CustomerProfile | null;
      /**
       * The proposal draft this session edits (GetProposalUser; ADR 47): the caller then has the `proposal`
       * role, acts for no customer, and the shop's carts are the draft's. Absent/null otherwise.
       */
      draftId?: string | null;
      /**
       * The currency of that draft, read with the token: the session's retail prices and carts are in it
       * (ADR 47), whatever currency a call names. Absent/null when no draft is edited (or it is gone).
       */
      draftCurrencyCode?: CurrencyCode | null;
      /**
       * The customer whose prices staff view the shop with, without acting for them (ADR 82): prices, currency
       * and stock volumes are this customer's, while `customerNumber` stays null, so nothing is done in its
       * name. Absent/null otherwise; never set together with an acting customer or a draft.
       */
      priceViewCustomer?: CustomerProfile | null;
    };
