import { formatLongDate } from '@/lib/format';
import type { ClaimView } from '@/lib/guarantee/claims';
import { claimWindow, isColourLine } from '@/lib/guarantee/window';
import { getT } from '@/lib/i18n/server';
import { formatCents } from '@/lib/money';
import type { OrderView } from '@/lib/orders/queries';
import { claimPhotoPath } from '@/lib/urls';
import { ClaimForm } from './claim-form';

/**
 * The guarantee on the account's order page: the claims filed (status, reason, photos) and,
 * while the window is open and a colour line has none, « Signaler un écart de teinte ».
 */
export function OrderClaims({
  order,
  claims,
  claimDays,
  now,
}: {
  order: OrderView;
  claims: ClaimView[];
  claimDays: number;
  now: Date;
}) {
  const t = getT('guaranteeClaim');
  const claimed = new Set(claims.map((c) => c.orderItemId));
  const open = claimWindow(order, claimDays, now);
  const lines = order.lines.filter((line) => isColourLine(line) && !claimed.has(line.id));
  return (
    <>
      {claims.length > 0 && (
        <section aria-labelledby="claims-heading" className="rounded-lg border p-4 text-sm">
          <h2 id="claims-heading" className="mb-2 text-lg font-semibold">
            {t('filed')}
          </h2>
          <ul className="divide-y">
            {claims.map((claim) => (
              <li key={claim.id} className="grid gap-1 py-2" data-testid="guarantee-claim-row">
                <p className="font-medium">
                  {claim.lineName} — {t(`status.${claim.status}`)}
                  {claim.refundCents !== null && ` (${formatCents(claim.refundCents)})`}
                </p>
                <p className="text-muted-foreground">{claim.description}</p>
                {claim.reason && <p>{t('reason', { reason: claim.reason })}</p>}
                <p className="flex gap-2">
                  {claim.photos.map((name, index) => (
                    <a key={name} href={claimPhotoPath(name)} className="underline">
                      {t('photo', { n: index + 1 })}
                    </a>
                  ))}
                </p>
              </li>
            ))}
          </ul>
        </section>
      )}
      {open.open && lines.length > 0 && (
        <ClaimForm
          lines={lines.map((line) => ({ id: line.id, name: line.name }))}
          lastDay={formatLongDate(open.lastDay)}
        />
      )}
    </>
  );
}
