import { z } from 'zod';
import { AreaInfo, BlockedStatus, CurrencyCode, OrderType } from './common.ts';
import { ShipmentStatus } from './erp-documents.ts';
import { OrderTransferStatus } from './order.ts';

/**
 * The sales area's reads (issue 18 "Sales area"; docs/decisions/0046-sales-area.md): a sales person's dashboard
 * of assigned customers, their running orders and their temporary orders (carts not ordered yet, orders
 * waiting for approval). Only the customers assigned to the caller (`sales_person_customers`) appear; a B2B
 * Manager sees every customer. Amounts are minor units without VAT, in the currency named beside them.
 */

export const salesLimits = {
  /** A page holds at most this many rows; a larger pageSize is served as this. */
  pageSize: 50,
  searchLength: 100,
  /** Running orders are found among the newest this many orders of the customers not yet marked done. */
  runningOrderCandidates: 2_000,
  /** Orders waiting for approval listed at most (the newest); totalCount says how many there are. */
  pendingApprovalOrders: 100,
} as const;

/** A page number or size: a whole number from 1. */
const pageField = (name: string) => {
  const message = `${name} must be a whole number from 1`;
  return z
    .number({ error: (issue) => (issue.input === undefined ? `${name} is required` : message) })
    .int(message)
    .min(1, message)
    .max(1_000_000, `${name} must be at most 1000000`);
};

const paging = { pageSize: pageField('pageSize'), pageNr: pageField('pageNr') };

const searchText = z
  .string({ error: 'search must be a string' })
  .max(salesLimits.searchLength, `search is longer than ${salesLimits.searchLength} characters`)
  .optional();

const customerNumberFilter = z
  .string({ error: 'customerNumber must be a string' })
  .min(1, 'customerNumber must not be empty')
  .max(64, 'customerNumber is longer than 64 characters')
  .optional();

/** The paging fields of an answer: the page served, how many pages and rows match in all. */
const PageInfo = {
  pageSize: z.number().int(),
  pageNr: z.number().int(),
  pageCount: z.number().int(),
  totalCount: z.number().int(),
};

/** An amount in one currency. */
export const CurrencyAmount = z.object({ currencyCode: CurrencyCode, amountWithoutVat: z.number().int() });
export type CurrencyAmount = z.infer<typeof CurrencyAmount>;

/** A selling season as the dashboard compares them: half-years of the shop calendar (ADR 46). */
export const SalesSeason = z.object({
  /** `SS27`, `AW26`: the catalogue's season codes. */
  code: z.string(),
  /** First and last day, inclusive, of the shop calendar (Europe/Copenhagen). */
  from: z.string(),
  to: z.string(),
});
export type SalesSeason = z.infer<typeof SalesSeason>;

/** What a customer ordered in a season: orders placed, their goods value per currency. */
export const SeasonOrders = z.object({ orderCount: z.number().int(), totals: z.array(CurrencyAmount) });
export type SeasonOrders = z.infer<typeof SeasonOrders>;

/** An open cart of the customer that holds lines. */
export const OpenCartSummary = z.object({
  cartId: z.string(),
  orderType: OrderType,
  currencyCode: CurrencyCode,
  lineCount: z.number().int(),
  totalQuantity: z.number().int(),
  /** The goods value without VAT of the cart's last calculation; null when changed since (not priced yet). */
  valueWithoutVat: z.number().int().nullable(),
  updatedAt: z.string(),
});
export type OpenCartSummary = z.infer<typeof OpenCartSummary>;

export const DashboardCustomer = z.object({
  customerNumber: z.string(),
  name: z.string(),
  /** The city of the default shipping address (else billing); null when the customer has no address. */
  city: z.string().nullable(),
  countryCode: z.string(),
  currencyCode: CurrencyCode,
  active: z.boolean(),
  /** customer-center §3: any value other than None blocks checkout. */
  blockedStatus: BlockedStatus,
  /** Open carts holding lines, by order type (Preorder, Stock, FutureStock, Web order). */
  openCarts: z.array(OpenCartSummary),
  lastOrderAt: z.string().nullable(),
  thisSeason: SeasonOrders,
  lastSeason: SeasonOrders,
  /** Orders placed and not fully shipped (the running orders page's rows of this customer). */
  runningOrderCount: z.number().int(),
});
export type DashboardCustomer = z.infer<typeof DashboardCustomer>;

export const GetDashboardBody = z.object({
  area: AreaInfo,
  /** Part of the customer's name, number or city; case-insensitive. */
  search: searchText,
  ...paging,
});
export type GetDashboardBody = z.infer<typeof GetDashboardBody>;

export const GetDashboardResponse = z.object({
  customers: z.array(DashboardCustomer),
  ...PageInfo,
  /** The seasons compared: the one of today and the one before. */
  thisSeason: SalesSeason,
  lastSeason: SalesSeason,
  /** True for a B2B Manager, who sees every customer rather than assigned ones. */
  allCustomers: z.boolean(),
});
export type GetDashboardResponse = z.infer<typeof GetDashboardResponse>;

/** An order placed and not fully shipped. */
export const RunningOrder = z.object({
  orderId: z.string(),
  customerNumber: z.string(),
  customerName: z.string(),
  orderType: OrderType,
  /** The transfer status (customer-center §4). */
  status: OrderTransferStatus,
  shipmentStatus: ShipmentStatus,
  currencyCode: CurrencyCode,
  totalNetPriceWithoutVat: z.number().int(),
  reference: z.string().nullable(),
  createdAt: z.string(),
  totalQuantity: z.number().int(),
  shippedQuantity: z.number().int(),
  /** True when a sales person placed it acting for the customer. */
  placedBySales: z.boolean(),
});
export type RunningOrder = z.infer<typeof RunningOrder>;

/** Which customers and order type a sales list shows. */
const listFilters = {
  area: AreaInfo,
  /** One assigned customer only; a customer not assigned answers an empty list, as for an unknown one. */
  customerNumber: customerNumberFilter,
  orderType: OrderType.optional(),
  ...paging,
};

export const GetRunningOrdersBody = z.object(listFilters);
export type GetRunningOrdersBody = z.infer<typeof GetRunningOrdersBody>;

export const GetRunningOrdersResponse = z.object({
  orders: z.array(RunningOrder),
  ...PageInfo,
  /** True when the customers have more candidate orders than one answer looks through (ADR 46). */
  truncated: z.boolean(),
});
export type GetRunningOrdersResponse = z.infer<typeof GetRunningOrdersResponse>;

/** A cart of an assigned customer that holds lines and is not ordered yet. */
export const TemporaryCart = OpenCartSummary.extend({
  customerNumber: z.string(),
  customerName: z.string(),
});
export type TemporaryCart = z.infer<typeof TemporaryCart>;

/** An order waiting in PendingApproval. */
export const PendingApprovalOrder = z.object({
  orderId: z.string(),
  customerNumber: z.string(),
  customerName: z.string(),
  orderType: OrderType,
  currencyCode: CurrencyCode,
  totalNetPriceWithoutVat: z.number().int(),
  lineCount: z.number().int(),
  createdAt: z.string(),
});
export type PendingApprovalOrder = z.infer<typeof PendingApprovalOrder>;

export const GetTemporaryOrdersBody = z.object(listFilters);
export type GetTemporaryOrdersBody = z.infer<typeof GetTemporaryOrdersBody>;

export const GetTemporaryOrdersResponse = z.object({
  /** The page of carts, the most recently changed first. */
  carts: z.array(TemporaryCart),
  ...PageInfo,
  /** Orders waiting for approval, newest first (at most `salesLimits.pendingApprovalOrders`). */
  pendingApproval: z.object({ orders: z.array(PendingApprovalOrder), totalCount: z.number().int() }),
});
export type GetTemporaryOrdersResponse = z.infer<typeof GetTemporaryOrdersResponse>;
