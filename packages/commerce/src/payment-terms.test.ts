import { describe, expect, it } from 'vitest';
import { dueDateOf, isPaymentTermsCode, paymentTermsCodes, paymentTermsDueDays } from './payment-terms.ts';

describe('payment terms', () => {
  it('give each code its due days', () => {
    expect(paymentTermsDueDays).toEqual({
      net14: 14,
      net30: 30,
      net60: 60,
      prepayment: 0,
      deposit50Preorder: 30,
    });
    expect(Object.keys(paymentTermsDueDays).sort()).toEqual([...paymentTermsCodes].sort());
  });

  it('put the due date the due days after the invoice date, across month and year ends', () => {
    expect(dueDateOf('2026-12-04', 'net30')).toBe('2027-01-03');
    expect(dueDateOf('2026-12-04', 'net60')).toBe('2027-02-02');
    expect(dueDateOf('2026-12-04', 'net14')).toBe('2026-12-18');
    expect(dueDateOf('2026-12-04', 'prepayment')).toBe('2026-12-04');
    expect(dueDateOf('2026-12-04', 'deposit50Preorder')).toBe('2027-01-03');
    // A leap year's February has 29 days; the time zone the server runs in changes nothing.
    expect(dueDateOf('2028-02-15', 'net14')).toBe('2028-02-29');
    expect(dueDateOf('2027-02-15', 'net14')).toBe('2027-03-01');
    expect(dueDateOf('2026-03-20', 'net14')).toBe('2026-04-03');
  });

  it('refuse what is no calendar day, and know only their own codes', () => {
    expect(() => dueDateOf('04.12.2026', 'net30')).toThrow(RangeError);
    expect(() => dueDateOf('2026-13-45', 'net30')).toThrow(RangeError);
    expect(isPaymentTermsCode('net60')).toBe(true);
    expect(isPaymentTermsCode('net90')).toBe(false);
    expect(isPaymentTermsCode('NET30')).toBe(false);
    expect(isPaymentTermsCode(30)).toBe(false);
  });
});
