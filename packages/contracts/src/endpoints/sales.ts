import { defineEndpoint } from '../endpoint.ts';
import {
  GetDashboardBody,
  GetDashboardResponse,
  GetRunningOrdersBody,
  GetRunningOrdersResponse,
  GetTemporaryOrdersBody,
  GetTemporaryOrdersResponse,
  salesLimits,
} from '../sales.ts';

/**
 * The sales area's reads (issue 18 "Sales area"; docs/decisions/0046-sales-area.md). Sales staff only
 * ('impersonator'; also while acting for a customer). Every answer holds the customers assigned to the caller
 * (`sales_person_customers`) and nothing of any other; a B2B Manager sees every customer. Without a token 401;
 * a visitor's token or a dealer 403 forbidden.
 */

const tags = ['Sales'] as const;
const access = 'impersonator' as const;
const area = { areaId: 'b2b', languageCode: 'en' as const };

const paged =
  `pageSize and pageNr are required whole numbers from 1 (400 naming the field); a pageSize above ` +
  `${salesLimits.pageSize} is served as ${salesLimits.pageSize}; a page past the last is empty.`;
const filters =
  'customerNumber narrows the list to one customer (a customer not assigned to the caller answers an empty ' +
  'list, exactly as an unknown number does); orderType to one order type.';

export const getDashboard = defineEndpoint({
  operationId: 'salesGetDashboard',
  method: 'POST',
  path: '/api/Sales/GetDashboard',
  access,
  tags,
  summary: "The sales person's customers with their open carts, orders this and last season, running orders",
  description:
    'The customers assigned to the caller by name (a B2B Manager: every customer), each with its city, ' +
    'currency and blocked status, its open carts that hold lines (value of the last calculation, lines, last ' +
    'change), the date of its last order, its orders of this season against last season (seasons are the ' +
    'half-years of the shop calendar: SS January–June, AW July–December) and how many of its orders are running ' +
    `(placed and not fully shipped). search matches part of the name, number or city. ${paged}`,
  body: GetDashboardBody,
  response: GetDashboardResponse,
  errors: [],
  example: {
    body: { area, search: 'kids', pageSize: 20, pageNr: 1 },
    response: {
      customers: [
        {
          customerNumber: 'C10001',
          name: 'Nordlys Kids ApS',
          city: 'Aarhus',
          countryCode: 'DK',
          currencyCode: 'DKK',
          active: true,
          blockedStatus: 'None',
          openCarts: [
            {
              cartId: 'e0b5f51a-18b6-4e4d-8da1-fa270da83f57',
              orderType: 'Stock',
              currencyCode: 'DKK',
              lineCount: 3,
              totalQuantity: 36,
              valueWithoutVat: 612_000,
              updatedAt: '2026-11-25T14:03:00.000Z',
            },
          ],
          lastOrderAt: '2026-11-20T09:12:00.000Z',
          thisSeason: { orderCount: 4, totals: [{ currencyCode: 'DKK', amountWithoutVat: 2_450_000 }] },
          lastSeason: { orderCount: 6, totals: [{ currencyCode: 'DKK', amountWithoutVat: 3_120_000 }] },
          runningOrderCount: 2,
        },
      ],
      pageSize: 20,
      pageNr: 1,
      pageCount: 1,
      totalCount: 1,
      thisSeason: { code: 'AW26', from: '2026-07-01', to: '2026-12-31' },
      lastSeason: { code: 'SS26', from: '2026-01-01', to: '2026-06-30' },
      allCustomers: false,
    },
  },
});

export const getRunningOrders = defineEndpoint({
  operationId: 'salesGetRunningOrders',
  method: 'POST',
  path: '/api/Sales/GetRunningOrders',
  access,
  tags,
  summary: "The assigned customers' orders that are placed and not fully shipped, newest first",
  description:
    'An order runs from the moment it is placed (PendingTransfer, Transferred or ErrorInTransfer) until the ' +
    'ERP has shipped every line in full; orders waiting for approval are temporary orders, PendingPayment ' +
    'ones are not placed yet and Rejected ones never ship. Each with its transfer status and shipment status ' +
    `(NoInfo before the ERP has it, NotShipped, PartialShipped). The newest ${salesLimits.runningOrderCandidates} ` +
    `placed orders of the customers are looked through (truncated says when there were more). ${filters} ${paged}`,
  body: GetRunningOrdersBody,
  response: GetRunningOrdersResponse,
  errors: [],
  example: {
    body: { area, customerNumber: 'C10001', orderType: 'Stock', pageSize: 20, pageNr: 1 },
    response: {
      orders: [
        {
          orderId: 'SO100042',
          customerNumber: 'C10001',
          customerName: 'Nordlys Kids ApS',
          orderType: 'Stock',
          status: 'Transferred',
          shipmentStatus: 'PartialShipped',
          currencyCode: 'DKK',
          totalNetPriceWithoutVat: 408_000,
          reference: 'PO-4711',
          createdAt: '2026-11-20T09:12:00.000Z',
          totalQuantity: 24,
          shippedQuantity: 12,
          placedBySales: false,
        },
      ],
      pageSize: 20,
      pageNr: 1,
      pageCount: 1,
      totalCount: 1,
      truncated: false,
    },
  },
});

export const getTemporaryOrders = defineEndpoint({
  operationId: 'salesGetTemporaryOrders',
  method: 'POST',
  path: '/api/Sales/GetTemporaryOrders',
  access,
  tags,
  summary: "The assigned customers' carts that hold lines and are not ordered, and orders awaiting approval",
  description:
    'carts: the open carts of the customers that hold at least one line, the most recently changed first, ' +
    'with the goods value of their last calculation (null when changed since), lines, pieces and last change; ' +
    "proposal drafts' carts are not customers' carts and are left out. pendingApproval: the customers' orders " +
    `in PendingApproval, the newest ${salesLimits.pendingApprovalOrders} with their count. ${filters} The ` +
    `paging applies to the carts. ${paged}`,
  body: GetTemporaryOrdersBody,
  response: GetTemporaryOrdersResponse,
  errors: [],
  example: {
    body: { area, pageSize: 20, pageNr: 1 },
    response: {
      carts: [
        {
          cartId: 'e0b5f51a-18b6-4e4d-8da1-fa270da83f57',
          customerNumber: 'C10001',
          customerName: 'Nordlys Kids ApS',
          orderType: 'Preorder',
          currencyCode: 'DKK',
          lineCount: 5,
          totalQuantity: 60,
          valueWithoutVat: 1_024_000,
          updatedAt: '2026-11-25T14:03:00.000Z',
        },
      ],
      pageSize: 20,
      pageNr: 1,
      pageCount: 1,
      totalCount: 1,
      pendingApproval: { orders: [], totalCount: 0 },
    },
  },
});
