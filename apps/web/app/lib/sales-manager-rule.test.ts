import { describe, expect, it } from 'vitest';
import { salesManagerRedirect } from './sales-manager-rule.ts';

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

  it('leaves impersonating, draft-editing and ordinary users alone', () => {
    expect(salesManagerRedirect({ ...salesUser, customerNumber: 'C-1001' }, '/')).toBeNull();
    expect(
      salesManagerRedirect({ roles: ['impersonator', 'proposal'], customerNumber: null }, '/'),
    ).toBeNull();
    expect(salesManagerRedirect({ roles: [], customerNumber: 'C-1001' }, '/')).toBeNull();
    expect(salesManagerRedirect(null, '/')).toBeNull();
  });

  it('does not take /salesforce for the dashboard', () => {
    expect(salesManagerRedirect(salesUser, '/salesforce')).toBe('/sales');
  });
});
