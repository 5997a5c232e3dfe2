import { describe, expect, it } from 'vitest';
import { calculation, cart, minimum } from '../../test-support/checkout-fixture.ts';
import {
  checkoutCandidates,
  checkoutSteps,
  firstStep,
  isPickup,
  lastStep,
  nextStep,
  orderTypesProblem,
  paymentProblem,
  preselectedOrderTypes,
  previousStep,
  shippingCarrier,
  stepName,
} from './checkout-steps.ts';

describe('the step counter (spec §5 multi-step forms)', () => {
  it('starts at 0 and moves one step at a time through the four steps', () => {
    expect(firstStep).toBe(0);
    const visited = [firstStep];
    for (let step = firstStep; step < lastStep; step = nextStep(step)) visited.push(nextStep(step));
    expect(visited.map(stepName)).toEqual([...checkoutSteps]);
  });

  it('never goes past either end', () => {
    expect(nextStep(lastStep)).toBe(lastStep);
    expect(previousStep(firstStep)).toBe(firstStep);
    expect(previousStep(2)).toBe(1);
    expect(nextStep(-5)).toBe(1);
    expect(previousStep(99)).toBe(lastStep - 1);
  });
});

describe('checkoutCandidates', () => {
  it('keeps open Preorder and Stock carts with product lines, Preorder first', () => {
    const carts = [
      cart('Stock'),
      cart('Web'),
      cart('FutureStock'),
      cart('Preorder'),
      cart('Preorder', { usedInOrder: true }),
    ];
    expect(
      checkoutCandidates(carts).map((candidate) => [candidate.orderType, candidate.usedInOrder]),
    ).toEqual([
      ['Preorder', false],
      ['Stock', false],
    ]);
  });

  it('leaves out a cart whose lines all have quantity 0', () => {
    expect(
      checkoutCandidates([cart('Stock', { quantities: [0] }), cart('Preorder', { quantities: [] })]),
    ).toEqual([]);
  });
});

describe('orderTypesProblem (spec §5 checkout gate)', () => {
  const met = (orderType: 'Stock' | 'Preorder') =>
    cart(orderType, { calculation: calculation(minimum(orderType, true)) });
  const unmet = (orderType: 'Stock' | 'Preorder') =>
    cart(orderType, { calculation: calculation(minimum(orderType, false)) });
  const base = { calculating: false, blockedStatus: 'None', guest: false };

  it('asks for an order type when none is chosen', () => {
    expect(orderTypesProblem({ ...base, selected: [], carts: [met('Stock')] })).toBe(
      'checkout.cartSummaryNoOrderTypesSelectedMessage',
    );
  });

  it('blocks a customer whose blockedStatus is not None before anything else', () => {
    expect(orderTypesProblem({ ...base, blockedStatus: 'All', selected: [], carts: [met('Stock')] })).toBe(
      'cart.customer-blocked',
    );
  });

  it('waits while a chosen cart calculates', () => {
    expect(
      orderTypesProblem({ ...base, calculating: true, selected: ['Stock'], carts: [unmet('Stock')] }),
    ).toBe('checkout.calculating');
  });

  it('needs every chosen order type to meet its minimum, and ignores one not chosen', () => {
    const carts = [met('Stock'), unmet('Preorder')];
    expect(orderTypesProblem({ ...base, selected: ['Stock', 'Preorder'], carts })).toBe(
      'cart.minimum-not-met',
    );
    expect(orderTypesProblem({ ...base, selected: ['Stock'], carts })).toBeNull();
  });

  it('does not let a dealer go on with a cart whose minimum nobody knows yet', () => {
    expect(orderTypesProblem({ ...base, selected: ['Stock'], carts: [cart('Stock')] })).toBe(
      'checkout.notCalculated',
    );
  });

  it('has no minimum for a guest, who checks out both baskets at once (ADR 60)', () => {
    const guest = { ...base, guest: true };
    expect(orderTypesProblem({ ...guest, selected: ['Stock'], carts: [cart('Stock')] })).toBeNull();
    expect(
      orderTypesProblem({
        ...guest,
        selected: ['Stock', 'Preorder'],
        carts: [cart('Stock'), cart('Preorder')],
      }),
    ).toBeNull();
  });
});

describe('paymentProblem', () => {
  it('requires a method; one payment pays every chosen order', () => {
    expect(paymentProblem(null)).toBe('validation.required-field');
    expect(paymentProblem('card')).toBeNull();
    expect(paymentProblem('account')).toBeNull();
  });
});

describe('shippingCarrier (ADR 60)', () => {
  it('charges the shipping of several baskets on the Stock order, none for one basket', () => {
    const stock = { cartId: 's', orderType: 'Stock' as const };
    const preorder = { cartId: 'p', orderType: 'Preorder' as const };
    expect(shippingCarrier([preorder, stock])).toBe(stock);
    expect(shippingCarrier([stock])).toBeNull();
    expect(shippingCarrier([preorder])).toBeNull();
  });
});

describe('isPickup (spec §6: EXW is pickup)', () => {
  it('is pickup when the method says so or the customer collects (EXW)', () => {
    expect(isPickup({ extraInfo: { pickup: true, currencyCode: 'EUR' } })).toBe(true);
    expect(isPickup({ extraInfo: { pickup: false, currencyCode: 'EUR' } }, 'EXW')).toBe(true);
    expect(isPickup({ extraInfo: { pickup: false, currencyCode: 'EUR' } }, 'DHL')).toBe(false);
  });
});

describe('preselectedOrderTypes', () => {
  it('ticks the order types that meet their minimum, or all when none does', () => {
    const stock = cart('Stock', { calculation: calculation(minimum('Stock', true)) });
    const preorder = cart('Preorder', { calculation: calculation(minimum('Preorder', false)) });
    expect(preselectedOrderTypes([preorder, stock])).toEqual(['Stock']);
    expect(preselectedOrderTypes([preorder])).toEqual(['Preorder']);
    expect(preselectedOrderTypes([cart('Stock'), cart('Preorder')])).toEqual(['Stock', 'Preorder']);
  });

  it('ticks every basket of a guest, who has no minimum (one checkout, ADR 60)', () => {
    expect(preselectedOrderTypes([cart('Preorder'), cart('Stock')], true)).toEqual(['Preorder', 'Stock']);
    expect(preselectedOrderTypes([cart('Preorder')], true)).toEqual(['Preorder']);
  });
});
