import { type LanguageCode, languageCodes, localizeContentUrl, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildCustomers } from '../apps/api/src/db/seed/build-customers.ts';
import {
  type ErpStandIn,
  type ShopInbound,
  standInSigningSecret,
  startErpStandIn,
} from '../apps/api/src/test-support/erp-stand-in.ts';
import { formatDate, localeForLanguage } from '../apps/web/app/lib/money.ts';
import { cartKit } from './cart-kit.ts';
import { callAt, catalogueApi, pageProductKey, productPageUrl, shownMoney } from './catalogue-api.ts';
import { customerCenterKit } from './customer-center-kit.ts';
import { uiText } from './support/demo-data.ts';
import { startOwnServers } from './support/own-servers.ts';
import { mainHeading } from './support/page-reading.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

/**
 * The ERP over HTTP (issue 32, ADR 87) in the browser: this file starts its own API host with ERP=http,
 * pointed at the local stand-in ERP (test support), and its own web server in front of it. The shop's job
 * worker POSTs each order to the stand-in, which ships and invoices it back through the inbound calls with an
 * API key of the erp kind, and sets stock levels, customer prices and customer data; the dealer sees them in the
 * shop.
 */

let standIn: ErpStandIn;
let servers: Awaited<ReturnType<typeof startOwnServers>> | null = null;
let baseUrl = '';
let shop: ShopInbound;
const dealer = 'dealer@nordlys.demo';
const browser = useBrowser(() => baseUrl);
const loggedIn = (language: LanguageCode): Promise<Page> => browser.loggedIn(dealer, language);

beforeAll(async () => {
  standIn = await startErpStandIn();
  servers = await startOwnServers({
    name: 'e2e-erp',
    // The first start loads the demo: slow on a loaded machine.
    timeoutMs: 540_000,
    env: {
      LOGIN_RATE_LIMIT_PER_MINUTE: '1000',
      JOBS_POLL_MS: '200',
      ERP: 'http',
      ERP_URL: standIn.url,
      ERP_SIGNING_SECRET: standInSigningSecret,
    },
  });
  baseUrl = servers.webUrl;
  // The B2B Manager creates the ERP's key (the back office's calls go to the API host itself).
  const manager = await catalogueApi(baseUrl).token('manager@nordlys.demo');
  const { secret } = await callAt(
    servers.apiUrl,
    endpoints.feedKeys.createFeedApiKey,
    { body: { name: 'Stand-in ERP', kind: 'erp' } },
    manager,
  );
  shop = { baseUrl: servers.apiUrl, apiKey: secret };
}, 600_000);

afterAll(async () => {
  await servers?.stop();
  await standIn?.close();
});

/** Until the stand-in holds the order (the worker polls every 200 ms): at most 30 s, a bounded wait for a state. */
async function heldByErp(orderId: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (!standIn.orders.has(orderId)) {
    if (Date.now() > deadline) throw new Error(`the stand-in ERP never got order ${orderId}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

describe.each(languageCodes)('ERP=http: a dealer’s order through the stand-in ERP (%s)', (language) => {
  const t = (key: Parameters<typeof uiText>[1], params: Record<string, string> = {}) =>
    uiText(language, key, params);

  it('is transferred once, signed, then shows shipped (with tracking) and invoiced in the customer center', async () => {
    const catalogue = catalogueApi(baseUrl);
    const token = await catalogue.token(dealer);
    const { orderId } = await customerCenterKit(baseUrl).placeStockOrder(token, 2);
    await heldByErp(orderId);
    const messages = standIn.received.filter((message) => message.idempotencyKey === orderId);
    expect(messages.map((message) => [message.signed, message.answeredWith])).toEqual([[true, 201]]);

    const { shipmentNo, invoiceNo } = await standIn.shipAndInvoice(shop, orderId);
    const page = await loggedIn(language);
    await gotoHydrated(page, localizePath('order', language, { id: orderId }));
    await mainHeading(page)
      .filter({ hasText: t('customer-center.order.title', { id: orderId }) })
      .waitFor();
    const main = page.getByRole('main');
    await main
      .getByText(t('customer-center.shipment-status.FullyShipped'), { exact: true })
      .first()
      .waitFor();
    const shipments = main.getByRole('region', { name: t('customer-center.shipments.title') });
    await shipments.getByText(shipmentNo, { exact: false }).first().waitFor();
    const track = shipments.getByRole('link', {
      name: new RegExp(t('customer-center.shipments.track', { carrier: 'dhl' }), 'i'),
    });
    expect(await track.first().getAttribute('href')).toContain(
      standIn.documentsOf(orderId).shipment.trackingNumber,
    );
    const invoices = main.getByRole('table', { name: t('customer-center.order.invoices') });
    await invoices.getByRole('link', { name: invoiceNo, exact: true }).waitFor();
  }, 180_000);

  it('shows the stock levels the ERP sets on the product page', async () => {
    const catalogue = catalogueApi(baseUrl);
    const token = await catalogue.token(dealer);
    const pick = await cartKit(baseUrl).productFor('Stock', token);
    const product = await catalogue.product(language, pick.product.id);
    const arrives = '2099-03-15';
    const rows = product.variants
      .filter((variant) => variant.colorCode === pick.colorCode)
      .map((variant) => ({
        variantId: variant.id,
        unitId: 'CU',
        warehouse: 'B2B',
        onHand: 0,
        incoming: [{ date: arrives, quantity: 77 }],
      }));
    const answer = await standIn.postStock(shop, { rows });
    expect(answer.status, await answer.clone().text()).toBe(200);

    const page = await loggedIn(language);
    await gotoHydrated(page, productPageUrl(product, language, pick.colorCode));
    const indicator = page.locator('.stock-indicator');
    await indicator.getByText(t('stock.coming-soon'), { exact: true }).waitFor();
    await indicator
      .getByText(
        t('stock.arriving', { volume: '77', date: formatDate(arrives, localeForLanguage(language), 'UTC') }),
        { exact: true },
      )
      .waitFor();
  }, 180_000);
});

describe.each(languageCodes)('ERP=http: prices and customer data from the stand-in ERP (%s)', (language) => {
  const t = (key: Parameters<typeof uiText>[1], params: Record<string, string> = {}) =>
    uiText(language, key, params);

  it('shows the dealer the customer price the ERP sets on the product page, at once', async () => {
    const catalogue = catalogueApi(baseUrl);
    const token = await catalogue.token(dealer);
    const product = await catalogue.firstProduct(language);
    const key = pageProductKey(product);
    const unitPrice = language === 'en' ? 12_345 : 23_456;
    const answer = await standIn.postPrices(shop, {
      rows: [
        { customerNumber: 'C10001', productId: product.id, unitId: key.unitOfMeasure, unitPrice },
        {
          customerNumber: 'C10001',
          productId: product.id,
          variantId: key.variantId,
          unitId: key.unitOfMeasure,
          unitPrice,
        },
      ],
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    const { price } = await catalogue.price(key, { token });
    expect(price.unitPrice).toBe(unitPrice);

    const page = await loggedIn(language);
    await gotoHydrated(page, localizeContentUrl(product.url, language));
    await page
      .getByRole('main')
      .getByText(shownMoney(price.netUnitPrice, 'DKK', language), { exact: true })
      .first()
      .waitFor();
  }, 180_000);

  it('shows the dealer the terms and addresses the ERP posts in their account info', async () => {
    const seeded = buildCustomers();
    const customer = seeded.customers.find((row) => row.customerNumber === 'C10001');
    if (!customer) throw new Error('the demo has no C10001');
    const street = language === 'en' ? 'Lagervej 7' : 'Havnegade 12';
    const address = {
      name: customer.name,
      address1: street,
      postalCode: '8000',
      city: 'Aarhus C',
      countryCode: 'DK',
    };
    const answer = await standIn.postCustomer(shop, {
      customerNumber: 'C10001',
      name: customer.name,
      currencyCode: 'DKK',
      rrpCurrencyCode: 'DKK',
      priceGroupCode: customer.priceGroupCode,
      minOrderAmount: customer.minOrderAmount ?? 0,
      minOrderAmountPre: customer.minOrderAmountPre ?? 0,
      shipmentMethodCode: customer.shipmentMethodCode,
      countryCode: 'DK',
      languageCode: 'da',
      email: customer.email,
      phone: customer.phone ?? null,
      vatNumber: customer.vatNumber ?? null,
      paymentTerms: 'net60',
      billingAddress: { ...address, address1: `Bogholderiet, ${street}` },
      shippingAddresses: [address],
    });
    expect(answer.status, await answer.clone().text()).toBe(200);
    expect(await answer.json()).toMatchObject({ created: false, changed: true });

    const page = await loggedIn(language);
    await gotoHydrated(page, localizePath('accountInfo', language));
    const company = page.getByRole('region', { name: t('account.info.company') });
    await company.getByText(t('payment-terms.net60'), { exact: true }).waitFor();
    await page.getByRole('main').getByText(street, { exact: true }).waitFor();
    await page.getByRole('main').getByText(`Bogholderiet, ${street}`, { exact: true }).waitFor();
  }, 180_000);
});
