import { getT } from '@/lib/i18n/server';
import type { OrderColour } from '@/lib/orders/queries';

/**
 * The shade variant of an order line (issue 41 §1), « Variante de teinte : plus claire (code
 * EWP-V1) », on the account order page, the admin order page and the preparation slip: the
 * workshop mixes this one. Nothing for a line without a variant.
 */
export function ShadeNote({
  colour,
  className,
}: {
  colour: OrderColour | null | undefined;
  className?: string;
}) {
  const shade = colour?.shade;
  if (!shade) return null;
  const t = getT('shades');
  return (
    <p className={className} data-testid="order-line-shade">
      {shade.code
        ? t('orderLineCode', { name: shade.name, code: shade.code })
        : t('orderLine', { name: shade.name })}
    </p>
  );
}
