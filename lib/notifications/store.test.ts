import { describe, expect, it } from 'vitest';
import { addNotification, MAX_NOTIFICATIONS, type Notification } from './store';

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
});
