import { describe, expect, it } from 'vitest';
import { readStatusReason } from './status-reason.ts';

describe('readStatusReason', () => {
  it('reads back each reason the order module writes', () => {
    expect(readStatusReason('Transferred', 'ERP document LSO-SO100001')).toMatchObject({
      kind: 'erp-document',
      documentNo: 'LSO-SO100001',
    });
    expect(readStatusReason('PendingTransfer', 'payment captured: 325096 DKK')).toMatchObject({
      kind: 'payment-captured',
      amount: 325096,
      currencyCode: 'DKK',
    });
    expect(readStatusReason('Rejected', 'payment declined: Your card was declined.')).toMatchObject({
      kind: 'payment-ended',
      status: 'declined',
      note: 'Your card was declined.',
    });
    expect(readStatusReason('PendingTransfer', 'approved by a colleague')).toMatchObject({
      kind: 'approved',
      by: 'colleague',
      note: null,
    });
    expect(readStatusReason('Rejected', 'rejected in the back office: not in stock: ask')).toMatchObject({
      kind: 'rejected',
      by: 'staff',
      note: 'not in stock: ask',
    });
    expect(readStatusReason('PendingTransfer', 'transfer retried')).toMatchObject({
      kind: 'transfer-retried',
      by: null,
    });
    expect(readStatusReason('PendingTransfer', 'transfer retried in the back office: fixed')).toMatchObject({
      kind: 'transfer-retried',
      by: 'staff',
      note: 'fixed',
    });
    expect(readStatusReason('Transferred', 'set to Transferred in the back office')).toMatchObject({
      kind: 'set-by-staff',
      status: 'Transferred',
      note: null,
    });
  });

  it('keeps any other text as it was, and leaves transfer failures and empty reasons out', () => {
    expect(readStatusReason('Rejected', 'Kunden ringede')).toMatchObject({
      kind: 'text',
      note: 'Kunden ringede',
    });
    expect(readStatusReason('ErrorInTransfer', '[erp-refused attempts=1] blocked')).toBeNull();
    expect(readStatusReason('Transferred', null)).toBeNull();
  });
});
