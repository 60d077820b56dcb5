'use client';

import { useTranslations } from 'next-intl';
import { formatCents } from '@/lib/money';

/** The total the server computed, as the owner reads it out before saving. */
export function PricedTotal({
  label,
  subtotalCents,
  discountCents,
  shippingCents,
  extra,
}: {
  label: string;
  subtotalCents: number;
  discountCents: number;
  shippingCents: number;
  extra?: string;
}) {
  const t = useTranslations('admin.orderEdit');
  return (
    <div className="grid gap-1" aria-live="polite">
      <p className="text-lg font-semibold" data-testid="priced-total">
        {label}
      </p>
      <p className="text-muted-foreground text-sm">
        {t('summary', {
          subtotal: formatCents(subtotalCents),
          discount: formatCents(discountCents),
          shipping: formatCents(shippingCents),
        })}
      </p>
      {extra && <p className="text-sm">{extra}</p>}
    </div>
  );
}
