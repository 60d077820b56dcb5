import { describe, expect, it } from 'vitest';
import {
  addNotification,
  MAX_NOTIFICATIONS,
  orderedNotifications,
  type Notification,
} from './store';

const base = { type: 'new-order' as const, title: 'Nouvelle commande', message: 'n° 1' };

describe('notification list', () => {
  it('puts the newest first, unread, and ignores a repeated id', () => {
    let items: Notification[] = [];
    items = addNotification(items, { ...base, id: 'a' });
    items = addNotification(items, { ...base, id: 'b' });
    expect(items.map((i) => [i.id, i.read])).toEqual([
      ['b', false],
      ['a', false],
    ]);
    expect(addNotification(items, { ...base, id: 'a' })).toBe(items);
  });
  it('keeps at most 50', () => {
    let items: Notification[] = [];
    for (let i = 0; i < 60; i += 1) items = addNotification(items, { ...base, id: String(i) });
    expect(items).toHaveLength(MAX_NOTIFICATIONS);
    expect(items[0]!.id).toBe('59');
    expect(items.at(-1)!.id).toBe('10');
  });
  it('shows unread ones first, then read ones, newest first within each', () => {
    let items: Notification[] = [];
    for (const id of ['a', 'b', 'c', 'd']) items = addNotification(items, { ...base, id });
    // d c b a, where c and a were read.
    items = items.map((item) => ({ ...item, read: item.id === 'c' || item.id === 'a' }));
    expect(orderedNotifications(items).map((i) => i.id)).toEqual(['d', 'b', 'c', 'a']);
  });
});
