import type { Address, ShippingMethod } from '@shop/contracts';
import { useEffect, useRef, useState } from 'react';
import type { CheckoutApi } from './checkout-api.ts';

export type ShippingMethodsState =
  | { status: 'waiting' }
  | { status: 'loading' }
  | { status: 'loaded'; methods: ShippingMethod[] }
  | { status: 'failed'; message: string };

/**
 * The methods offered for an address (POST /api/Shipping/GetShippingMethods). Nothing is asked while there
 * is no complete address (`null`); after that only a new country asks again (what is offered depends on the
 * country, the cart's currency and the customer), so typing a street does not send a request per key.
 */
export function useShippingMethods(
  api: CheckoutApi,
  cartId: string | null,
  address: Address | null,
): ShippingMethodsState {
  const [state, setState] = useState<ShippingMethodsState>({ status: 'waiting' });
  const latest = useRef(address);
  latest.current = address;
  const key = address && cartId ? `${cartId}|${address.countryCode}` : null;
  useEffect(() => {
    const requested = latest.current;
    if (!key || !cartId || !requested) {
      setState({ status: 'waiting' });
      return;
    }
    let current = true;
    setState({ status: 'loading' });
    api.getShippingMethods(cartId, requested).then(
      (methods) => {
        if (current) setState({ status: 'loaded', methods });
      },
      (error: unknown) => {
        if (current)
          setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => {
      current = false;
    };
  }, [api, key, cartId]);
  return state;
}
