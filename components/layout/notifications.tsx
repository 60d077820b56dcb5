'use client';

import { Bell } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Popover } from 'radix-ui';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import styles from './layout.module.css';
import { useSessionStore } from '@/lib/account/session-store';
import { subscribeNewOrders } from '@/lib/notifications/live';
import { orderedNotifications, useNotifications } from '@/lib/notifications/store';

/**
 * The signed-in user's notifications (spec sections 3, 4, 7): a new order arrives live
 * (lib/notifications/live.ts: SSE over LISTEN/NOTIFY, or Supabase Realtime when hosted), joins
 * the list (unread first, 50 at most) and shows one toast at a time. The list is kept in this
 * browser for its owner (`owner`: the signed-in e-mail).
 */
export function Notifications({ owner }: { owner: string }) {
  const t = useTranslations('auth.notifications');
  const items = useNotifications((s) => s.items);
  const live = useSessionStore((s) => s.live);
  const unread = items.filter((item) => !item.read).length;

  useEffect(() => {
    useNotifications.getState().claim(owner);
  }, [owner]);

  useEffect(
    () =>
      subscribeNewOrders(live, (order) => {
        const message = t('newOrderText', { number: order.orderNumber });
        const added = useNotifications
          .getState()
          .add({ id: order.id, type: 'new-order', title: t('newOrderTitle'), message });
        // One toast at a time: the next replaces the one shown.
        if (added) toast.info(t('newOrderTitle'), { id: 'new-order', description: message });
      }),
    [live, t],
  );

  return (
    <Popover.Root
      onOpenChange={(open) => (open ? undefined : useNotifications.getState().markAllRead())}
    >
      <Popover.Trigger className={styles.action} data-testid="notifications">
        <Bell className="size-5" aria-hidden />
        <span className="sr-only">
          {t('title')} ({t('unread', { count: unread })})
        </span>
        {unread > 0 && (
          <span
            aria-hidden
            className="bg-primary text-primary-foreground absolute -top-0.5 -right-0.5 min-w-4 rounded-full px-1 text-[10px] leading-4"
          >
            {unread}
          </span>
        )}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          align="end"
          sideOffset={6}
          className="bg-popover text-popover-foreground z-50 w-80 rounded-md border p-3 shadow-md"
        >
          <p className="mb-2 text-sm font-semibold">{t('title')}</p>
          {items.length === 0 ? (
            <p className="text-muted-foreground text-sm">{t('empty')}</p>
          ) : (
            <ul className="grid max-h-80 gap-2 overflow-y-auto text-sm">
              {orderedNotifications(items).map((item) => (
                <li key={item.id} className={item.read ? 'text-muted-foreground' : 'font-medium'}>
                  {item.message}
                </li>
              ))}
            </ul>
          )}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
