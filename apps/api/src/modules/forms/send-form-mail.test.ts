import { endpoints } from '@shop/contracts/endpoints';
import { describe, expect, it } from 'vitest';
import { callApiUnchecked } from '../../test-support/call-api.ts';
import { runJobs } from '../../test-support/order-kit.ts';
import { useSmtpInbox } from '../../test-support/smtp-inbox.ts';
import { useSharedTestApp } from '../../test-support/test-app.ts';

const inbox = useSmtpInbox();
const shared = useSharedTestApp({ mail: inbox.mail });

describe('the shop’s e-mail about a sent form', () => {
  it('goes out through SMTP to the address the form names, in the language it was sent in', async () => {
    const response = await callApiUnchecked(
      shared.app,
      endpoints.forms.sendForm,
      {
        body: {
          area: { areaId: 'b2b', languageCode: 'da' },
          formKey: 'contact',
          fields: {
            name: 'Ulla <Ugle>',
            email: 'ulla@lilleugle.demo',
            topic: 'product',
            message: 'Findes kjolen i str. 128?',
          },
        },
      },
      { headers: { 'x-forwarded-for': '192.0.2.53' } },
    );
    expect(response.statusCode, response.body).toBe(200);
    await runJobs(shared.app);
    const mail = inbox.received.find((received) => received.to.includes('service@nordlys.demo'));
    expect(mail?.from).toBe('shop@nordlys.demo');
    expect(mail?.subject).toMatch(/^Skriv til os: henvendelse \d+ fra shoppen$/);
    expect(mail?.text).toContain('Der er sendt en formular “Skriv til os” fra shoppen.');
    expect(mail?.text).toContain('Dit navn: Ulla <Ugle>');
    // A select's value shows as the label the sender chose.
    expect(mail?.text).toContain('Hvad drejer det sig om?: Et produkt');
    expect(mail?.text).toContain('Besked: Findes kjolen i str. 128?');
    expect(mail?.raw).toContain('Ulla &#60;Ugle&#62;');
  });
});
