/** Spec §3 notification; `message` is trusted HTML from the shop's own texts or the API. */
export type Notification = {
  id: number;
  timestamp: number;
  title: string;
  message: string;
  details?: string;
  errorCode?: string;
  variant: 'danger' | 'info' | 'warning';
  dismissible: boolean;
};

export type NewNotification = Omit<Notification, 'id' | 'timestamp' | 'dismissible'> & {
  dismissible?: boolean;
};

/** Spec §9: notification history 10. */
export const notificationHistoryLimit = 10;

type Listener = () => void;

/** A tiny external store (useSyncExternalStore) that keeps only the latest notifications. */
export function createNotificationStore(limit = notificationHistoryLimit, now: () => number = Date.now) {
  let items: readonly Notification[] = [];
  let nextId = 1;
  const listeners = new Set<Listener>();
  const emit = () => {
    for (const listener of listeners) listener();
  };

  return {
    getSnapshot: () => items,
    subscribe(listener: Listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    notify(input: NewNotification): number {
      const id = nextId++;
      items = [...items, { dismissible: true, ...input, id, timestamp: now() }].slice(-limit);
      emit();
      return id;
    },
    dismiss(id: number) {
      const next = items.filter((item) => item.id !== id);
      if (next.length === items.length) return;
      items = next;
      emit();
    },
    clear() {
      items = [];
      emit();
    },
  };
}

export type NotificationStore = ReturnType<typeof createNotificationStore>;
