/**
 * The name an erased user keeps on orders, proposals and the audit log (the row stays as a tombstone, ADR 83);
 * pages show it in their language. A file of its own, without zod, so a page compares with it and carries only
 * this.
 */
export const erasedUserName = 'Deleted user';
