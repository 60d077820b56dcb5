'use client';

import { Minus, Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { CartLine } from '@/lib/cart/cart';
import { lineVariantText } from '@/lib/cart/lines';
import { MAX_QUANTITY } from '@/lib/catalogue/purchase';
import { formatCents } from '@/lib/money';
import type { PricedLine } from '@/lib/pricing/types';
import { TestCardGuideLink } from './test-card-guide-link';
import { CartLineImage } from './cart-line-image';

/**
 * One cart line: picture, name, variant, unit price, quantity controls, total, remove. Names
 * and amounts are the server's (`priced`); the local line only gives ids, quantity and picture.
 * An unavailable line says why and counts for nothing.
 */
export function CartLineRow({
  line,
  priced,
  professional,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  priced: PricedLine | undefined;
  professional: boolean;
  /** Resolves with the quantity applied (0: nothing changed), lower than asked at the stock. */
  onQuantity: (quantity: number) => Promise<number> | void;
  onRemove: () => void;
}) {
  const t = useTranslations('cart');
  const name = priced?.name ?? line.name;
  const variant = priced ? priced.details : lineVariantText(line);
  const inputId = `quantite-${line.id}`;
  const href = priced?.href ?? null;
  const unavailable = priced?.status === 'unavailable';
  // A typed quantity above the stock (or the per-line maximum) is lowered: said under the line,
  // not only in a passing toast.
  const [limited, setLimited] = useState<string | null>(null);
  async function ask(quantity: number) {
    const wanted = Math.min(quantity, MAX_QUANTITY);
    const applied = await onQuantity(wanted);
    if (quantity > MAX_QUANTITY) setLimited(t('limit.max', { quantity: MAX_QUANTITY }));
    else if (applied && applied < wanted) setLimited(t('limit.stock', { quantity: applied }));
    else setLimited(null);
  }
  const amount = (cents: number) =>
    priced ? formatCents(cents) : <Skeleton className="inline-block h-4 w-16 align-middle" />;
  return (
    <li
      className="flex gap-4 border-b py-4 last:border-b-0"
      data-testid="cart-line"
      data-unavailable={unavailable || undefined}
    >
      <CartLineImage
        line={{ ...line, image: priced?.image ?? null }}
        swatch={priced?.colour?.cssPreview}
      />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-0.5">
          <p className="font-semibold" data-testid="cart-line-name">
            {href ? (
              // A plain <a>: ?variante= addresses are a server rewrite (lib/catalogue/rewrites.ts).
              <a
                href={href}
                className="hover:underline max-sm:flex max-sm:min-h-11 max-sm:items-center"
              >
                {name}
              </a>
            ) : (
              name
            )}
          </p>
          {priced?.colour && (
            <p className="text-sm">
              {t('colour', { code: priced.colour.code, name: priced.colour.name })}
            </p>
          )}
          {variant && (
            <p className="text-muted-foreground text-sm" data-testid="cart-line-variant">
              {variant}
            </p>
          )}
          {priced?.referenceCode && (
            <p className="text-muted-foreground text-xs">
              {t('reference', { code: priced.referenceCode })}
            </p>
          )}
          <TestCardGuideLink lineId={line.id} />
          {priced?.message && (
            <p
              className={unavailable ? 'text-destructive text-sm' : 'text-sm'}
              data-testid="cart-line-message"
            >
              {priced.message}
            </p>
          )}
          {!unavailable && (
            <p className="text-sm" data-testid="cart-line-unit">
              <span className="text-muted-foreground">{t('unitPrice')} : </span>
              {priced && professional
                ? t('unitPriceHt', {
                    ht: formatCents(priced.unitHt),
                    ttc: formatCents(priced.unitTtc),
                  })
                : amount(priced?.unitTtc ?? 0)}
              {priced?.retailUnitTtc && (
                <span className="text-muted-foreground ml-2 line-through">
                  {t('retailPrice', { price: formatCents(priced.retailUnitTtc) })}
                </span>
              )}
            </p>
          )}
        </div>
        {/* Wraps on a narrow phone: 44 px steppers must not widen the page. */}
        <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 max-sm:gap-x-2 sm:flex-col sm:flex-nowrap sm:items-end">
          <div className="flex items-center rounded-md border">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('decrease', { name })}
              onClick={() => void ask(line.quantity - 1)}
            >
              <Minus aria-hidden />
            </Button>
            <label htmlFor={inputId} className="sr-only">
              {t('quantityOf', { name })}
            </label>
            <input
              id={inputId}
              type="number"
              inputMode="numeric"
              min={1}
              max={MAX_QUANTITY}
              value={line.quantity}
              onChange={(e) => {
                const value = Math.floor(Number(e.target.value));
                if (Number.isFinite(value) && value >= 1) void ask(value);
              }}
              className="focus-visible:ring-ring/50 h-9 w-14 [appearance:textfield] bg-transparent text-center text-sm outline-none focus-visible:ring-[3px] [&::-webkit-inner-spin-button]:appearance-none"
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('increase', { name })}
              disabled={line.quantity >= MAX_QUANTITY}
              onClick={() => void ask(line.quantity + 1)}
            >
              <Plus aria-hidden />
            </Button>
          </div>
          {limited && (
            <p role="status" className="text-sm text-amber-800" data-testid="cart-line-limit">
              {limited}
            </p>
          )}
          <p className="font-semibold" data-testid="cart-line-total">
            {unavailable
              ? '—'
              : amount(professional ? (priced?.totalHt ?? 0) : (priced?.totalTtc ?? 0))}
          </p>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={t('remove', { name })}
            onClick={onRemove}
          >
            <Trash2 aria-hidden />
            <span className="hidden sm:inline">{t('removeShort')}</span>
          </Button>
        </div>
      </div>
    </li>
  );
}
