import { createContext, type ReactNode, useContext, useState, useSyncExternalStore } from 'react';
import { createNotificationStore, type NotificationStore } from './notification-store.ts';

const NotificationContext = createContext<NotificationStore | null>(null);

/** One store per app instance (never module-level: the server renders many users at once). */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [store] = useState(() => createNotificationStore());
  return <NotificationContext.Provider value={store}>{children}</NotificationContext.Provider>;
}

export function useNotificationStore(): NotificationStore {
  const store = useContext(NotificationContext);
  if (!store) throw new Error('useNotificationStore must be used inside <NotificationsProvider>');
  return store;
}

export function useNotifications() {
  const store = useNotificationStore();
  return useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
}

/** `notify({ title, message, variant, errorCode })` from any component. */
export function useNotify(): NotificationStore['notify'] {
  return useNotificationStore().notify;
}
