import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { callApi } from '../../test-support/call-api.ts';
import { visitorToken } from '../../test-support/cart-kit.ts';
import { runJobs } from '../../test-support/order-kit.ts';
import { useSmtpInbox } from '../../test-support/smtp-inbox.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';

const inbox = useSmtpInbox();
const shared = useSharedTestApp({ mail: inbox.mail, applicationsEmail: 'forhandler@nordlys.demo' });

describe('the shop’s e-mail about a dealer application', () => {
  it('goes out through SMTP to the applications address, from the shop, in the language it was sent in', async () => {
    const token = await visitorToken(shared.app);
    const response = await callApi(
      shared.app,
      endpoints.dealerApplication.submitDealerApplication,
      {
        body: {
          area: { areaId: 'b2b', languageCode: 'da' },
          application: {
            companyName: 'Lille Ugle Børnetøj',
            vatNumber: 'DK39124567',
            billingAddress: {
              address1: 'Vestergade 12',
              postalCode: '8000',
              city: 'Aarhus C',
              countryCode: 'DK',
            },
            contact: { name: 'Ulla Ugle', email: 'ulla@lilleugle.demo', phone: '+45 20 30 40 50' },
            currencyCode: 'DKK',
          },
        },
      },
      { token },
    );
    expect(response.statusCode, response.body).toBe(200);
    const { applicationId } = response.json();

    await runJobs(shared.app);
    const mail = inbox.received.find((received) => received.to.includes('forhandler@nordlys.demo'));
    expect(mail?.from).toBe('shop@nordlys.demo');
    expect(mail?.subject).toBe(`Forhandleransøgning ${applicationId}: Lille Ugle Børnetøj`);
    expect(mail?.text).toContain('Lille Ugle Børnetøj har ansøgt om at blive forhandler.');
    expect(mail?.text).toContain('Kontaktperson: Ulla Ugle');
    expect(mail?.text).toContain('Telefon: +45 20 30 40 50');
    expect(mail?.text).toContain('Besked (valgfri): –');
  });
});
