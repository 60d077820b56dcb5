'use client';

import { create } from 'zustand';
import { createJSONStorage, persist } from 'zustand/middleware';

/** Spec section 3 « Notification » and section 9: the list keeps the 50 newest. */
export const MAX_NOTIFICATIONS = 50;

export type Notification = {
  id: string;
  type: 'new-order';
  title: string;
  message: string;
  read: boolean;
  createdAt: string;
};

type NotificationState = {
  /** Whose list this is: another user signing in on this browser starts an empty one. */
  owner: string | null;
  items: Notification[];
  claim: (userId: string) => void;
  add: (notification: Omit<Notification, 'read' | 'createdAt'>) => boolean;
  markAllRead: () => void;
  clear: () => void;
};

export function addNotification(
  items: Notification[],
  notification: Omit<Notification, 'read' | 'createdAt'>,
  now = new Date(),
): Notification[] {
  if (items.some((item) => item.id === notification.id)) return items;
  return [{ ...notification, read: false, createdAt: now.toISOString() }, ...items].slice(
    0,
    MAX_NOTIFICATIONS,
  );
}

/** Spec section 4: unread first, then read; the newest first within each. */
export function orderedNotifications(items: Notification[]): Notification[] {
  return [...items.filter((item) => !item.read), ...items.filter((item) => item.read)];
}

/**
 * Kept in this browser's local storage, so a reload or another tab keeps the list and what was
 * read (the list is rebuilt from live events; nothing in it is needed by the server).
 */
export const useNotifications = create<NotificationState>()(
  persist(
    (set, get) => ({
      owner: null,
      items: [],
      claim: (userId) => {
        if (get().owner !== userId) set({ owner: userId, items: [] });
      },
      add: (notification) => {
        const before = get().items;
        const items = addNotification(before, notification);
        set({ items });
        return items !== before;
      },
      markAllRead: () => set((s) => ({ items: s.items.map((item) => ({ ...item, read: true })) })),
      clear: () => set({ owner: null, items: [] }),
    }),
    {
      name: 'nuancier-notifications',
      version: 1,
      storage: createJSONStorage(() => localStorage),
      partialize: ({ owner, items }) => ({ owner, items }),
    },
  ),
);
