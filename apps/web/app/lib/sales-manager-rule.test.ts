import { describe, expect, it } from 'vitest';
import {
  isEditingDraft,
  isImpersonating,
  isStaff,
  salesManagerRedirect,
  sessionEndsHere,
} from './sales-manager-rule.ts';

const salesUser = { roles: ['impersonator' as const], customerNumber: null };

describe('salesManagerRedirect', () => {
  it('sends an idle sales user to the dashboard in the current language', () => {
    expect(salesManagerRedirect(salesUser, '/')).toBe('/sales');
    expect(salesManagerRedirect(salesUser, '/about')).toBe('/sales');
    expect(salesManagerRedirect(salesUser, '/da/om-os')).toBe('/da/sales');
  });

  it('leaves the dashboard and its sub-pages alone', () => {
    expect(salesManagerRedirect(salesUser, '/sales')).toBeNull();
    expect(salesManagerRedirect(salesUser, '/sales/proposals')).toBeNull();
    expect(salesManagerRedirect(salesUser, '/da/sales/running-orders')).toBeNull();
  });

  it("leaves the prospect's dealer application (sales work without a customer) alone", () => {
    expect(salesManagerRedirect(salesUser, '/new-customer-salesmanager')).toBeNull();
    expect(salesManagerRedirect(salesUser, '/da/new-customer-salesmanager')).toBeNull();
    expect(salesManagerRedirect(salesUser, '/new-customer')).toBe('/sales');
  });

  it('leaves staff (the B2B Manager role) alone: the back office, merchandising and the shop as a visitor sees it', () => {
    const manager = { roles: ['impersonator' as const, 'B2B Manager' as const], customerNumber: null };
    for (const path of [
      '/backoffice',
      '/da/backoffice/ordrer/SO100001',
      '/',
      '/da',
      '/about',
      '/da/om-os',
      '/girls',
    ])
      expect(salesManagerRedirect(manager, path), path).toBeNull();
    expect(salesManagerRedirect({ roles: ['B2B Manager'], customerNumber: null }, '/girls')).toBeNull();
  });

  it('still sends a plain sales user to the dashboard from the back office and the shop', () => {
    for (const path of ['/backoffice', '/', '/about', '/girls'])
      expect(salesManagerRedirect(salesUser, path), path).toBe('/sales');
    for (const path of ['/da', '/da/om-os', '/da/backoffice/ordrer/SO100001'])
      expect(salesManagerRedirect(salesUser, path), path).toBe('/da/sales');
  });

  it('counts only the B2B Manager role as staff', () => {
    expect(isStaff({ roles: ['impersonator', 'B2B Manager'], customerNumber: null })).toBe(true);
    expect(isStaff({ roles: ['B2B Manager'], customerNumber: null })).toBe(true);
    expect(isStaff(salesUser)).toBe(false);
    expect(isStaff({ roles: ['impersonator', 'proposal'], customerNumber: null })).toBe(false);
    expect(isStaff({ roles: [], customerNumber: 'C10001' })).toBe(false);
    expect(isStaff(null)).toBe(false);
  });

  it('leaves impersonating, draft-editing and ordinary users alone', () => {
    expect(salesManagerRedirect({ ...salesUser, customerNumber: 'C-1001' }, '/')).toBeNull();
    expect(
      salesManagerRedirect({ roles: ['impersonator', 'proposal'], customerNumber: null }, '/'),
    ).toBeNull();
    expect(salesManagerRedirect({ roles: [], customerNumber: 'C-1001' }, '/')).toBeNull();
    expect(salesManagerRedirect(null, '/')).toBeNull();
  });

  it('leaves a plain sales user viewing a customer’s prices in the shop (ADR 82), and not once they stop', () => {
    const viewed = {
      customerNumber: 'C10001',
      name: 'Nordlys Butik København',
      active: true,
      currencyCode: 'DKK',
      rrpCurrencyCode: null,
      priceGroup: 'B2B DKK',
      minOrderAmount: 0,
      minOrderAmountPre: 0,
      shipmentMethodCode: 'GLS',
      blockedStatus: 'None',
      countryCode: 'DK',
      paymentTerms: 'net30',
      vat: { rateBasisPoints: 2500, kind: 'domestic' },
    } as const;
    const viewing = { ...salesUser, extraInfo: { impersonatorName: null, priceViewCustomer: viewed } };
    for (const path of ['/', '/girls', '/da/om-os'])
      expect(salesManagerRedirect(viewing, path), path).toBeNull();
    const stopped = { ...salesUser, extraInfo: { impersonatorName: null, priceViewCustomer: null } };
    expect(salesManagerRedirect(stopped, '/girls')).toBe('/sales');
  });

  it('leaves the impersonation page (choosing whom to act for) alone', () => {
    expect(salesManagerRedirect(salesUser, '/impersonation')).toBeNull();
    expect(salesManagerRedirect(salesUser, '/da/impersonation')).toBeNull();
  });

  it('does not take /salesforce for the dashboard', () => {
    expect(salesManagerRedirect(salesUser, '/salesforce')).toBe('/sales');
  });
});

describe('sessionEndsHere', () => {
  const acting = { roles: ['impersonator' as const], customerNumber: 'C10001' };
  const editing = { roles: ['impersonator' as const, 'proposal' as const], customerNumber: null };

  it('ends an impersonation or a draft-editing session on the dashboard and the pages under it', () => {
    for (const path of ['/sales', '/da/sales', '/sales/running-orders', '/da/sales/proposals/drafts']) {
      expect(sessionEndsHere(acting, path), path).toBe(true);
      expect(sessionEndsHere(editing, path), path).toBe(true);
    }
  });

  it('keeps them elsewhere, and has nothing to end for an idle sales user or a dealer', () => {
    for (const path of ['/', '/da', '/cart', '/impersonation', '/salesforce', '/customer-center/orders'])
      expect(sessionEndsHere(acting, path), path).toBe(false);
    expect(sessionEndsHere(salesUser, '/sales')).toBe(false);
    expect(sessionEndsHere({ roles: [], customerNumber: 'C10001' }, '/sales')).toBe(false);
    expect(sessionEndsHere(null, '/sales')).toBe(false);
  });

  it('counts a customer number as impersonating only for sales staff not editing a draft', () => {
    expect(isImpersonating(acting)).toBe(true);
    expect(isImpersonating({ ...editing, customerNumber: 'C10001' })).toBe(false);
    expect(isImpersonating({ roles: [], customerNumber: 'C10001' })).toBe(false);
    expect(isImpersonating(salesUser)).toBe(false);
  });
});

describe('isEditingDraft', () => {
  const proposalRole = { roles: ['impersonator' as const, 'proposal' as const], customerNumber: null };

  it('goes by the draft the API names, so a user whose own row has the proposal role is not editing one', () => {
    expect(isEditingDraft({ ...proposalRole, extraInfo: { impersonatorName: null, draftId: 'd-1' } })).toBe(
      true,
    );
    const idle = { ...proposalRole, extraInfo: { impersonatorName: null, draftId: null } };
    expect(isEditingDraft(idle)).toBe(false);
    expect(salesManagerRedirect(idle, '/')).toBe('/sales');
    expect(sessionEndsHere(idle, '/sales')).toBe(false);
  });

  it('goes by the role when the answer does not say', () => {
    expect(isEditingDraft(proposalRole)).toBe(true);
    expect(isEditingDraft({ ...proposalRole, extraInfo: { impersonatorName: null } })).toBe(true);
    expect(isEditingDraft({ roles: ['impersonator'], customerNumber: null })).toBe(false);
    expect(isEditingDraft(null)).toBe(false);
  });
});
