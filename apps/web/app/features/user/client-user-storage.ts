import type { User } from '@shop/contracts';

/** Spec §4: non-secret user info is kept in local storage under `_user`; the token never is. */
export const userStorageKey = '_user';

export type StoredUser = Pick<User, 'name' | 'customerNumber' | 'roles' | 'extraInfo'>;

export function toStoredUser(user: User): StoredUser {
  return {
    name: user.name,
    customerNumber: user.customerNumber,
    roles: user.roles,
    extraInfo: user.extraInfo,
  };
}

export function writeStoredUser(user: User | null): void {
  try {
    if (user) window.localStorage.setItem(userStorageKey, JSON.stringify(toStoredUser(user)));
    else window.localStorage.removeItem(userStorageKey);
  } catch {
    // Storage can be disabled (private mode, quota); the server session stays the truth.
  }
}

export function readStoredUser(): StoredUser | null {
  try {
    const raw = window.localStorage.getItem(userStorageKey);
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch {
    return null;
  }
}
