'use client';

import { useTranslations } from 'next-intl';
import { useSyncExternalStore } from 'react';
import { dispatchDates, type DispatchRules } from '@/lib/dispatch/date';
import { formatCutoff, formatDispatchDay } from '@/lib/dispatch/format';
import type { Days } from '@/lib/shipping/types';

const MINUTE = 60_000;

/** Every minute: the cut-off may pass while the page is open. */
function subscribe(onChange: () => void) {
  const timer = setInterval(onChange, MINUTE);
  return () => clearInterval(timer);
}

/**
 * The browser's clock to the minute, read after hydration (null on the server and while
 * hydrating: the server does not know the shopper's moment). A minute number keeps the
 * snapshot stable between two reads.
 */
function useNow(): Date | null {
  const minute = useSyncExternalStore(
    subscribe,
    () => Math.floor(Date.now() / MINUTE),
    () => null,
  );
  return minute === null ? null : new Date(minute * MINUTE);
}

/**
 * « Préparée sous 24 h · expédiée le mardi 1er décembre · livrée entre le … et le … » and the
 * cut-off, computed here from the server's rules at the moment it is shown: the page around it
 * may be cached for hours, the date never is (docs/decisions/dispatch-date.md). Nothing before
 * hydration (the server does not know the shopper's moment).
 */
export function DispatchPromise({
  rules,
  transit,
  testId,
}: {
  rules: DispatchRules;
  /** The carrier's transit (working days); null: the delivery days are not said. */
  transit: Days | null;
  testId: string;
}) {
  const t = useTranslations('dispatch');
  const now = useNow();
  if (!now) return null;
  const { dispatchOn, delivery } = dispatchDates(now, rules, transit);
  const values = { prep: rules.preparationDays, dispatch: formatDispatchDay(dispatchOn) };
  return (
    <div className="space-y-1 text-sm" data-testid={testId}>
      <p className="font-medium">
        {delivery
          ? t('promiseDelivered', {
              ...values,
              from: formatDispatchDay(delivery.from),
              to: formatDispatchDay(delivery.to),
              same: delivery.from === delivery.to ? 'oui' : 'non',
            })
          : t('promise', values)}
      </p>
      <p className="text-muted-foreground">{t('cutoff', { time: formatCutoff(rules.cutoff) })}</p>
    </div>
  );
}
