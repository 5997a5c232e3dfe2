import type { User } from '@shop/contracts';
import { useEffect } from 'react';
import { writeStoredUser } from './client-user-storage.ts';

/** Mirrors the server's user into local storage so client code can restore it without a request. */
export function useSyncStoredUser(user: User | null): void {
  useEffect(() => writeStoredUser(user), [user]);
}
