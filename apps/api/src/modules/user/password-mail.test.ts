import { uiTexts } from '@shop/ui-texts';
import { describe, expect, it } from 'vitest';
import { passwordLinkFrom, renderPasswordMail } from './password-mail.ts';

const input = {
  purpose: 'reset' as const,
  name: 'Ida <b>Lager</b>',
  username: 'ida@lillekanin.example',
  link: 'http://localhost:3000/recover-password?token=abc&username=ida%40lillekanin.example',
  validMinutes: 60,
};

describe('the password link mail', () => {
  it('counts its validity in the language, in hours from two whole hours up', () => {
    expect(renderPasswordMail(uiTexts.en, 'en', { ...input, validMinutes: 1 }).text).toContain(
      'The link works once, for 1 minute.',
    );
    expect(renderPasswordMail(uiTexts.da, 'da', { ...input, validMinutes: 1 }).text).toContain(
      'Linket virker én gang, i 1 minut.',
    );
    expect(renderPasswordMail(uiTexts.en, 'en', { ...input, validMinutes: 90 }).text).toContain(
      'for 90 minutes.',
    );
    const invite = renderPasswordMail(uiTexts.da, 'da', {
      ...input,
      purpose: 'invite',
      validMinutes: 72 * 60,
      inviterName: 'Mette Jensen',
      customerName: 'Lille Kanin',
    });
    expect(invite.subject).toBe('Din konto hos Nordlys');
    expect(invite.text).toContain(
      'Mette Jensen har oprettet en konto til dig (ida@lillekanin.example) hos Lille Kanin.',
    );
    expect(invite.text).toContain('Linket virker én gang, i 72 timer.');
  });

  it('escapes what users typed in its HTML and carries the link as a button and written out', () => {
    const mail = renderPasswordMail(uiTexts.en, 'en', input);
    expect(mail.html).toContain('Hello Ida &#60;b&#62;Lager&#60;/b&#62;,');
    expect(mail.html).not.toContain('<b>Lager');
    expect(mail.html).toContain('<html lang="en">');
    const href = 'http://localhost:3000/recover-password?token=abc&#38;username=ida%40lillekanin.example';
    expect(mail.html?.split(`href="${href}"`)).toHaveLength(3);
    expect(mail.text).toContain(input.link);
  });

  it("builds the link on the shop's origin, URL-encoding the values, under the shop's path when it has one", () => {
    expect(
      passwordLinkFrom('/da/recover-password?t={token}&u={username}', 'https://shop.example', {
        token: 'a-b_c',
        username: 'ida+1@x.example',
      }),
    ).toBe('https://shop.example/da/recover-password?t=a-b_c&u=ida%2B1%40x.example');
    const values = { token: 't', username: 'u' };
    expect(
      passwordLinkFrom(
        'https://shop.example/b2b/reset/{token}/{username}',
        'https://shop.example/b2b',
        values,
      ),
    ).toBe('https://shop.example/b2b/reset/t/u');
    for (const url of [
      'https://shop.example/other/{token}{username}',
      '/b2bx/{token}{username}',
      '/b2b/../x/{token}{username}',
    ]) {
      expect(() => passwordLinkFrom(url, 'https://shop.example/b2b', values), url).toThrow(/shop's own site/);
    }
  });
});
