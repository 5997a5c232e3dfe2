import {
  BackofficeOrderBody,
  BackofficeOrderDetail,
  type BackofficeOrderRow,
  GetAreasResponse,
  SearchOrdersBody,
  SearchOrdersResponse,
  SendReceiptCopyBody,
  SendReceiptCopyResponse,
  UpdateOrderStateBody,
  UpdateOrderStateResponse,
} from '../backoffice-orders.ts';
import { defineEndpoint } from '../endpoint.ts';

/**
 * The back office's areas and orders (`/backoffice/api/...`): staff with the B2B Manager role (ADR 49). Every
 * write is audited with the acting user.
 */

const staffOnly =
  '401 without a token; 403 for a caller without the B2B Manager role (dealers, sales users).';

export const getAreas = defineEndpoint({
  operationId: 'backofficeGetAreas',
  method: 'GET',
  path: '/backoffice/api/Area/GetAreas',
  access: 'backoffice',
  tags: ['Backoffice'],
  summary: "The shop's areas with their languages, domains and currencies",
  description: `Every area, by id. Each language with its locale and domain; the currencies the area sells in (the default one first, then those of the price groups). ${staffOnly}`,
  response: GetAreasResponse,
  errors: [],
  example: {
    response: {
      areas: [
        {
          areaId: 'b2b',
          defaultCurrencyCode: 'EUR',
          currencies: ['EUR', 'DKK', 'GBP', 'NOK', 'SEK', 'USD'],
          languages: [
            {
              code: 'en',
              languageId: 'en-US',
              name: 'English',
              domain: 'shop.nordlys.demo',
              isPrimary: true,
            },
            { code: 'da', languageId: 'da-DK', name: 'Dansk', domain: 'shop.nordlys.demo', isPrimary: false },
          ],
          domains: ['shop.nordlys.demo'],
          imagePrefix: '/images',
        },
      ],
    },
  },
});

const exampleRow: BackofficeOrderRow = {
  orderId: 'SO100042',
  createdAt: '2026-11-25T09:14:03.000Z',
  customerNumber: 'C10001',
  customerName: 'Lille Kanin Børnetøj ApS',
  email: 'indkoeb@lillekanin.demo',
  orderType: 'Stock',
  status: 'ErrorInTransfer',
  paymentMethod: 'account',
  paymentStatus: 'none',
  currencyCode: 'DKK',
  totalNetPrice: { priceWithoutVat: 396_080, priceWithVat: 495_100 },
  erpDocumentNo: null,
};

export const searchOrders = defineEndpoint({
  operationId: 'backofficeSearchOrders',
  method: 'POST',
  path: '/backoffice/api/Order/GetBySearch',
  access: 'backoffice',
  tags: ['Backoffice'],
  summary: "Find any customer's (or guest's) orders by number, customer, status and order date",
  description: `Filters combine with AND; each is optional. orderId: part of the order number. customer: part of the customer number, the customer's name, the billing name or the order's e-mail (case-insensitive). status: one transfer status. from/to: inclusive days (YYYY-MM-DD, Europe/Copenhagen) of the order date. Newest first, ties by order number, so paging neither skips nor repeats. pageSize 1–100 (default 25). 400 for a bad filter (the message names it). ${staffOnly}`,
  body: SearchOrdersBody,
  response: SearchOrdersResponse,
  errors: [],
  example: {
    body: { customer: 'C10001', status: 'ErrorInTransfer', from: '2026-11-01', pageNr: 1, pageSize: 25 },
    response: { orders: [exampleRow], totalCount: 1, pageCount: 1, pageNr: 1, pageSize: 25 },
  },
});

export const getOrder = defineEndpoint({
  operationId: 'backofficeGetOrder',
  method: 'POST',
  path: '/backoffice/api/Order/GetOrder',
  access: 'backoffice',
  tags: ['Backoffice'],
  summary: 'One order for staff: lines, payments, transfer history, shipments and invoices',
  description: `The order as bought (lines, addresses, totals), its payment attempts, every move of its transfer status with who made it, the ERP's shipments, invoices and credit memos, and the statuses staff may move it to now (nextStatuses). 404 order-not-found. ${staffOnly}`,
  body: BackofficeOrderBody,
  response: BackofficeOrderDetail,
  errors: ['order-not-found'],
  example: {
    body: { orderId: 'SO100042' },
  },
});

export const updateOrderState = defineEndpoint({
  operationId: 'backofficeUpdateOrderState',
  method: 'POST',
  path: '/backoffice/api/Order/UpdateOrderState',
  access: 'backoffice',
  tags: ['Backoffice'],
  summary:
    "Move an order's transfer status through the state machine (retry a failed transfer, release, reject)",
  description: `Staff moves (ADR 14, ADR 49): PendingApproval → PendingTransfer (release) or Rejected; ErrorInTransfer → PendingTransfer (retry: the transfer to the ERP is queued again and the order reaches Transferred when the ERP accepts it; the ERP still makes one document) or Rejected. Rejected gives reserved stock back. Every other move answers 409 order-transition-not-allowed with a message naming both statuses (payment and transfer moves are the shop's own). Audited (actor, order, from → to). 404 order-not-found. ${staffOnly}`,
  body: UpdateOrderStateBody,
  response: UpdateOrderStateResponse,
  errors: ['order-not-found', 'order-transition-not-allowed'],
  example: {
    body: { orderId: 'SO100042', status: 'PendingTransfer', reason: 'ERP customer unblocked' },
    response: { orderId: 'SO100042', from: 'ErrorInTransfer', to: 'PendingTransfer', transferQueued: true },
  },
});

export const sendReceiptCopy = defineEndpoint({
  operationId: 'backofficeSendReceiptCopy',
  method: 'POST',
  path: '/backoffice/api/Order/SendReceiptCopy',
  access: 'backoffice',
  tags: ['Backoffice'],
  summary: 'Mail a copy of the order confirmation, in the order’s language',
  description: `To the order's own e-mail, or to the address given. The same confirmation the buyer got, in the language the order was placed in; each call sends one more copy. Audited (actor, order, address). 400 for a bad address, or email-missing when the order has none and none is given; 404 order-not-found. ${staffOnly}`,
  body: SendReceiptCopyBody,
  response: SendReceiptCopyResponse,
  errors: ['order-not-found', 'email-missing'],
  example: {
    body: { orderId: 'SO100042', email: 'bogholderi@lillekanin.demo' },
    response: { orderId: 'SO100042', sentTo: 'bogholderi@lillekanin.demo', languageCode: 'da' },
  },
});
