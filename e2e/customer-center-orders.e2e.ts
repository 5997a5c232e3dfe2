import { type CustomerOrder, languageCodes, localizePath } from '@shop/contracts';
import { endpoints } from '@shop/contracts/endpoints';
import type { TextKey } from '@shop/ui-texts';
import type { Page } from 'playwright-core';
import { afterAll, describe, expect, it } from 'vitest';
import { formatMoneyIn } from '../apps/web/app/lib/money.ts';
import { cartKit, waitForMarker } from './cart-kit.ts';
import { catalogueApi } from './catalogue-api.ts';
import { customerCenterKit } from './customer-center-kit.ts';
import { axeViolations } from './support/axe.ts';
import { uiText } from './support/demo-data.ts';
import { mainHeading } from './support/page-reading.ts';
import { gotoHydrated, useBrowser } from './support/session.ts';

const { loggedIn, baseUrl } = useBrowser();
const catalogue = catalogueApi(baseUrl);
const { placeOrderOnAccount, orderOnceInvoiced, emptyCarts } = customerCenterKit(baseUrl);
const { openCarts } = cartKit(baseUrl);
const dealer = 'dealer@nordlys.demo';
const otherDealer = 'haendler@nordlys.demo';

describe.each(languageCodes)('A dealer follows an order in the customer center (%s)', (language) => {
  let token = '';
  let page: Page;
  let orderId = '';
  let order: CustomerOrder;
  const reference = `CC-E2E-${language}-${Date.now().toString(36)}`;
  const t = (key: TextKey, params: Record<string, string> = {}) => uiText(language, key, params);

  afterAll(async () => {
    if (token) await emptyCarts(token);
  });

  it('places an order on account, finds it through the header link and the search, and opens it', async () => {
    token = await catalogue.token(dealer);
    page = await loggedIn(dealer, language);
    orderId = await placeOrderOnAccount(page, token, language, reference);

    // The header's customer-center link leads to the orders list.
    await page
      .getByRole('banner')
      .getByRole('link', { name: t('header.customer-center') })
      .click();
    await page.waitForURL((url) => url.pathname === localizePath('orders', language));
    await mainHeading(page)
      .filter({ hasText: t('customer-center.orders.title') })
      .waitFor();
    const navigation = page.getByRole('navigation', { name: t('customer-center.nav.label') });
    expect(
      await navigation
        .getByRole('link', { name: t('customer-center.nav.orders') })
        .getAttribute('aria-current'),
    ).toBe('page');

    // The search form is a GET form: its fields land in the address.
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.getByRole('searchbox', { name: t('customer-center.filters.search') }).fill(reference);
    await page
      .getByRole('search', { name: t('customer-center.filters.label') })
      .getByRole('button', { name: t('customer-center.filters.apply') })
      .click();
    await page.waitForURL((url) => url.searchParams.get('search') === reference);
    // Empty fields stay out of the address.
    expect([...new URL(page.url()).searchParams.keys()]).toEqual(['search']);
    const table = page.getByRole('table', { name: t('customer-center.orders.caption') });
    const rows = table.getByRole('row');
    await table.getByRole('link', { name: orderId, exact: true }).waitFor();
    // The address changes before the filtered list is drawn, and the order is in the unfiltered list too.
    await expect.poll(() => rows.count()).toBe(2); // the header and the order
    // Both statuses in words. The ledger moves the order on meanwhile: compare the page with the order's
    // state while that state holds (the same before and after the page is read again).
    const statusOf = async () =>
      (await catalogue.call(endpoints.customerCenter.getOrder, { body: { orderId } }, token)).order;
    const row = rows.filter({ hasText: orderId });
    let listed = await statusOf();
    for (let attempt = 0; ; attempt++) {
      await page.reload();
      const badges = [
        await row.getByText(t(`customer-center.transfer-status.${listed.status}`), { exact: true }).count(),
        await row
          .getByText(t(`customer-center.shipment-status.${listed.shipmentStatus}`), { exact: true })
          .count(),
      ];
      const after = await statusOf();
      const held = after.status === listed.status && after.shipmentStatus === listed.shipmentStatus;
      if (held) {
        expect(badges).toEqual([1, 1]);
        break;
      }
      if (attempt === 20)
        throw new Error(`order ${orderId} kept changing: ${after.status}/${after.shipmentStatus}`);
      listed = after;
    }
    // The total in the order's currency.
    await row
      .getByText(formatMoneyIn(listed.totalNetPrice.priceWithVat, listed.currencyCode, language))
      .waitFor();

    expect(await axeViolations(page)).toEqual([]);
    await table.getByRole('link', { name: orderId, exact: true }).click();
    await page.waitForURL((url) => url.pathname === localizePath('order', language, { id: orderId }));
    await mainHeading(page)
      .filter({ hasText: t('customer-center.order.title', { id: orderId }) })
      .waitFor();
    await page.getByRole('definition').filter({ hasText: reference }).waitFor();
  }, 180_000);

  it('sees the shipment with its tracking link and the invoice once the ledger has shipped the order', async () => {
    order = await orderOnceInvoiced(token, orderId);
    const { shipments } = await catalogue.call(
      endpoints.customerCenter.getShipmentDetails,
      { body: { area: { areaId: 'b2b', languageCode: language }, orderId } },
      token,
    );
    expect(shipments.length).toBeGreaterThan(0);
    await gotoHydrated(page, localizePath('order', language, { id: orderId }));
    const main = page.getByRole('main');
    await main
      .getByText(t('customer-center.shipment-status.FullyShipped'), { exact: true })
      .first()
      .waitFor();
    await main
      .getByText(t(`customer-center.transfer-status.${order.status}`), { exact: true })
      .first()
      .waitFor();

    const shipmentsRegion = main.getByRole('region', { name: t('customer-center.shipments.title') });
    for (const shipment of shipments) {
      await shipmentsRegion.getByText(shipment.shipmentId, { exact: false }).first().waitFor();
      if (shipment.trackAndTraceUrl) {
        const track = shipmentsRegion.getByRole('link', {
          name: new RegExp(t('customer-center.shipments.track', { carrier: shipment.carrier ?? '' })),
        });
        expect(await track.first().getAttribute('href')).toBe(shipment.trackAndTraceUrl);
      }
    }
    // Every line shows it has shipped.
    const lines = main.getByRole('table', { name: t('customer-center.order.lines') });
    expect(
      await lines.getByRole('cell', { name: t('customer-center.line-shipped.Shipped'), exact: true }).count(),
    ).toBe(order.lines.length);

    expect(await axeViolations(page)).toEqual([]);

    // The invoice is linked and opens.
    const invoice = order.invoices[0];
    if (!invoice) throw new Error('no invoice');
    const invoices = main.getByRole('table', { name: t('customer-center.order.invoices') });
    await invoices.getByRole('link', { name: invoice.invoiceId, exact: true }).click();
    await page.waitForURL(
      (url) => url.pathname === localizePath('invoice', language, { id: invoice.invoiceId }),
    );
    await mainHeading(page)
      .filter({ hasText: t('customer-center.invoice.title', { id: invoice.invoiceId }) })
      .waitFor();
    await page
      .getByRole('main')
      .getByText(formatMoneyIn(invoice.amountWithVat, invoice.currencyCode, language), { exact: true })
      .first()
      .waitFor();
    expect(await axeViolations(page)).toEqual([]);
  }, 120_000);

  it('orders again and sees the lines in the baskets', async () => {
    await emptyCarts(token);
    await gotoHydrated(page, localizePath('order', language, { id: orderId }));
    await page.getByRole('button', { name: uiText(language, 'reorder.order-again'), exact: true }).click();
    await page.getByRole('heading', { name: uiText(language, 'reorder.summary-title') }).waitFor();
    const lines = (await openCarts(token)).flatMap((cart) => cart.lines);
    expect(lines.length).toBeGreaterThan(0);
    const ordered = new Set(order.lines.map((line) => line.variantId));
    for (const line of lines) expect(ordered.has(line.productKey.variantId ?? '')).toBe(true);
    // The header's basket marker counts them.
    await waitForMarker(
      page,
      language,
      lines.reduce((sum, line) => sum + line.quantity, 0),
    );
  }, 60_000);

  it('shows the not-found page for an order that is not there or is another dealer’s', async () => {
    const missing = await page.goto(localizePath('order', language, { id: 'SO-NO-SUCH-ORDER' }));
    expect(missing?.status()).toBe(404);
    await mainHeading(page)
      .filter({ hasText: uiText(language, 'error.page-not-found') })
      .waitFor();

    const other = await loggedIn(otherDealer, language);
    const foreign = await other.goto(localizePath('order', language, { id: orderId }));
    expect(foreign?.status()).toBe(404);
    const invoice = order.invoices[0];
    if (!invoice) throw new Error('no invoice');
    const foreignInvoice = await other.goto(localizePath('invoice', language, { id: invoice.invoiceId }));
    expect(foreignInvoice?.status()).toBe(404);
    // Nor does their list show it.
    await gotoHydrated(other, `${localizePath('orders', language)}?search=${orderId}`);
    await other.getByRole('main').getByRole('heading', { level: 1 }).waitFor();
    expect(await other.getByRole('link', { name: orderId, exact: true }).count()).toBe(0);
  }, 60_000);
});
