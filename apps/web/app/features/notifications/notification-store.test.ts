import { describe, expect, it, vi } from 'vitest';
import { createNotificationStore } from './notification-store.ts';

const toast = (title: string) => ({ title, message: `<b>${title}</b>`, variant: 'danger' as const });

describe('notification store', () => {
  it('keeps only the latest 10 notifications', () => {
    const store = createNotificationStore();
    for (let index = 1; index <= 12; index++) store.notify(toast(`n${index}`));
    const titles = store.getSnapshot().map((item) => item.title);
    expect(titles).toHaveLength(10);
    expect(titles[0]).toBe('n3');
    expect(titles.at(-1)).toBe('n12');
  });

  it('dismisses by id and tells subscribers', () => {
    const store = createNotificationStore();
    const listener = vi.fn();
    store.subscribe(listener);
    const id = store.notify({ ...toast('a'), errorCode: 'Unauthorized' });
    store.notify(toast('b'));
    store.dismiss(id);
    expect(store.getSnapshot().map((item) => item.title)).toEqual(['b']);
    expect(listener).toHaveBeenCalledTimes(3);
  });

  it('stamps id and time and defaults to dismissible', () => {
    const store = createNotificationStore(10, () => 42);
    store.notify(toast('a'));
    store.notify({ ...toast('b'), dismissible: false });
    expect(store.getSnapshot()).toMatchObject([
      { id: 1, timestamp: 42, dismissible: true },
      { id: 2, dismissible: false },
    ]);
  });
});
