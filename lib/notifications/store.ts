'use client';

import { create } from 'zustand';

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
  items: Notification[];
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

export const useNotifications = create<NotificationState>()((set, get) => ({
  items: [],
  add: (notification) => {
    const before = get().items;
    const items = addNotification(before, notification);
    set({ items });
    return items !== before;
  },
  markAllRead: () => set((s) => ({ items: s.items.map((item) => ({ ...item, read: true })) })),
  clear: () => set({ items: [] }),
}));
