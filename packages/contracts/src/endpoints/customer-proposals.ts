import { maxCartLines, maxLineQuantity } from '../cart-constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import {
  AddProposalToCartBody,
  AddProposalToCartResponse,
  CustomerGetProposalResponse,
  CustomerGetProposalsBody,
  CustomerGetProposalsResponse,
  DeleteProposalResponse,
  ProposalIdBody,
  proposalLimits,
} from '../proposal.ts';
import { requestIdDescription } from '../request-id.ts';

/**
 * The customer's side of proposals (spec customer-center §7 "Customer center": GetProposals, GetProposal,
 * DeleteProposal; plus AddProposalToCart of ours). Part of `endpoints.customerCenter` (customer-center.ts
 * re-exports them). The caller acts for a customer and reaches only the proposals addressed to it; another
 * customer's proposal answers exactly as a missing one (404 not-found). Proposals fill carts, which no
 * permission scope withholds (ADR 41). docs/decisions/0047-proposals.md.
 */

const tags = ['CustomerCenter'] as const;
const access = 'customer' as const;
const areaInfo = { areaId: 'b2b', languageCode: 'en', currencyCode: 'DKK' } as const;
const proposalId = '9c3e1d7e-7c55-4d8f-8e0e-3f1c2a9b7d10';
const summary = {
  id: proposalId,
  name: 'AW27 highlights',
  status: 'Viewed',
  customerNumber: 'C10001',
  customerName: 'Nordlys Børn ApS',
  currencyCode: 'DKK',
  rrpCurrencyCode: 'DKK',
  salesPersonName: 'Sofie Sælger',
  recipientCount: 1,
  lineCount: 1,
  quantity: 12,
  netTotal: 245_424,
  validUntil: '2026-12-31',
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-21T08:12:00.000Z',
};

export const getProposals = defineEndpoint({
  operationId: 'customerCenterGetProposals',
  method: 'POST',
  path: '/api/CustomerCenter/GetProposals',
  access,
  tags,
  summary: 'The proposals addressed to the acting customer (not deleted by it), newest first',
  description:
    'search: part of the name (case-insensitive); status: only that status (as read: Sent or Viewed past ' +
    `validUntil reads Expired). pageSize (default ${proposalLimits.defaultPageSize}, at most ` +
    `${proposalLimits.pageSize}) and pageNr (from 1) are optional.`,
  body: CustomerGetProposalsBody,
  response: CustomerGetProposalsResponse,
  errors: [],
  example: {
    body: { areaInfo, pageSize: 20, pageNr: 1 },
    response: { proposals: [summary], pageNr: 1, pageSize: 20, pageCount: 1, totalCount: 1 },
  },
});

export const getProposal = defineEndpoint({
  operationId: 'customerCenterGetProposal',
  method: 'POST',
  path: '/api/CustomerCenter/GetProposal',
  access,
  tags,
  summary: 'One proposal of the acting customer with its lines at the customer’s net prices',
  description:
    'The first time each recipient user opens it, event Opened is recorded for them and a Sent proposal ' +
    'becomes Viewed (a sales user acting for the customer records nothing). 404 not-found: no such proposal ' +
    'of this customer (also another customer’s, or one the customer deleted).',
  body: ProposalIdBody,
  response: CustomerGetProposalResponse,
  errors: ['not-found'],
  example: {
    body: { areaInfo, id: proposalId },
    response: {
      proposal: {
        ...summary,
        notes: 'Our best sellers for next winter.',
        lines: [
          {
            lineNo: 1,
            productId: 'NL10001',
            variantId: 'NL10001-jojoba-110',
            unitId: 'CU',
            productNumber: 'NL10001',
            name: 'Vilma Dress',
            colorCode: 'jojoba',
            colorName: 'Jojoba',
            size: '110',
            quantity: 12,
            orderType: 'Stock',
            netUnitPrice: 20_452,
            netLinePrice: 245_424,
            rrpUnitPrice: 49_995,
          },
        ],
      },
    },
  },
});

export const deleteProposal = defineEndpoint({
  operationId: 'customerCenterDeleteProposal',
  method: 'DELETE',
  path: '/api/CustomerCenter/DeleteProposal',
  access,
  tags,
  summary:
    'Remove a proposal from the acting customer’s list (event Deleted; the sales person still sees it)',
  description: '404 not-found: no such proposal of this customer.',
  body: ProposalIdBody,
  response: DeleteProposalResponse,
  errors: ['not-found'],
  example: { body: { areaInfo, id: proposalId }, response: { id: proposalId } },
});

export const addProposalToCart = defineEndpoint({
  operationId: 'customerCenterAddProposalToCart',
  method: 'POST',
  path: '/api/CustomerCenter/AddProposalToCart',
  access,
  tags,
  summary:
    'A proposal’s lines into the acting customer’s open carts, as Order again puts an order’s (ADR 43)',
  description:
    'quantities (optional, per lineNo) change what is added; 0 leaves a line out; lines not named keep the ' +
    "proposal's quantity. Each line goes into the cart its colour's rules pick today (Stock when stock-" +
    'orderable with stock on hand, else Preorder when presold), added to what the cart holds, priced by the ' +
    `cart; a Stock line gets what stock can deliver, no line passes ${maxLineQuantity} pieces or a cart ` +
    `${maxCartLines} lines. Lines not added are listed with the reason (product-not-sold, variant-not-sold, ` +
    'color-not-orderable, out-of-stock, quantity-limit, cart-full). Records AddedToCart for the user and makes ' +
    'a Sent or Viewed proposal Accepted. ' +
    requestIdDescription +
    '404 not-found: no such proposal of this customer.',
  body: AddProposalToCartBody,
  response: AddProposalToCartResponse,
  errors: ['not-found', 'cart-line-quantity', 'cart-full', 'cart-line-invalid', 'cart-request-reused'],
  example: {
    body: {
      area: areaInfo,
      id: proposalId,
      quantities: [{ lineNo: 1, quantity: 6 }],
      requestId: '3b241101-e2bb-4255-8caf-4136c566a962',
    },
    response: {
      proposalId,
      carts: [
        { orderType: 'Stock', cartId: 'e0b5f51a-18b6-4e4d-8da1-fa270da83f57', lineCount: 1, quantity: 6 },
      ],
      added: [
        {
          lineNo: 1,
          productId: 'NL10001',
          variantId: 'NL10001-jojoba-110',
          unitId: 'CU',
          productNumber: 'NL10001',
          name: 'Vilma Dress',
          colorName: 'Jojoba',
          size: '110',
          orderedQuantity: 6,
          orderType: 'Stock',
          cartId: 'e0b5f51a-18b6-4e4d-8da1-fa270da83f57',
          quantity: 6,
          reducedBy: null,
        },
      ],
      notAdded: [],
    },
  },
});
