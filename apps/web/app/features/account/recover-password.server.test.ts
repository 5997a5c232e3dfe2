import { describe, expect, it } from 'vitest';
import { recoverTokenUrl, resetLinkOf } from './recover-password.server.ts';

describe('the recovery link', () => {
  it("is this page's public address in the page's language, with the placeholders the API fills in", () => {
    expect(recoverTokenUrl('https://shop.example', 'en')).toBe(
      'https://shop.example/recover-password?token={token}&username={username}',
    );
    expect(recoverTokenUrl('https://shop.example', 'da')).toBe(
      'https://shop.example/da/recover-password?token={token}&username={username}',
    );
  });

  it('is read back from the address the mail pointed at, and only when both parts are there', () => {
    const url = new URL('https://shop.example/recover-password?token=q3V_x-9&username=dealer%40nordlys.demo');
    expect(resetLinkOf(url)).toEqual({ token: 'q3V_x-9', username: 'dealer@nordlys.demo' });
    expect(resetLinkOf(new URL('https://shop.example/recover-password?token=q3V'))).toBeNull();
    expect(resetLinkOf(new URL('https://shop.example/recover-password?token=%20&username=a'))).toBeNull();
    expect(resetLinkOf(new URL('https://shop.example/recover-password'))).toBeNull();
  });
});
