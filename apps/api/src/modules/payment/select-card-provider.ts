import type { PaymentConfig } from './payment-config.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { testGatewayProvider } from './test-gateway-provider.ts';

/** The one place that reads which provider takes card payments. */
export function selectCardProvider(config: PaymentConfig): PaymentProvider {
  return config.card === 'test-gateway' ? testGatewayProvider : config.card;
}
