'use client';

import { Minus, Plus, Trash2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import type { CartLine } from '@/lib/cart/cart';
import { lineHref, lineTotalCents, lineVariantText, unitCents } from '@/lib/cart/lines';
import { MAX_QUANTITY } from '@/lib/catalogue/purchase';
import { formatCents } from '@/lib/money';
import { CartLineImage } from './cart-line-image';

/** One cart line: picture, name, variant, unit price, quantity controls, total, remove. */
export function CartLineRow({
  line,
  onQuantity,
  onRemove,
}: {
  line: CartLine;
  onQuantity: (quantity: number) => void;
  onRemove: () => void;
}) {
  const t = useTranslations('cart');
  const variant = lineVariantText(line);
  const colour = line.isColorProduct && line.colorData ? line.colorData : null;
  const inputId = `quantite-${line.id}`;
  const href = lineHref(line);
  return (
    <li className="flex gap-4 border-b py-4 last:border-b-0" data-testid="cart-line">
      <CartLineImage line={line} />
      <div className="flex min-w-0 flex-1 flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
        <div className="min-w-0 space-y-0.5">
          <p className="font-semibold">
            {href ? (
              // A plain <a>: ?variante= addresses are a server rewrite (lib/catalogue/rewrites.ts).
              <a href={href} className="hover:underline">
                {line.name}
              </a>
            ) : (
              line.name
            )}
          </p>
          {colour && (
            <p className="text-sm">
              {t('colour', { code: colour.color_code, name: colour.color_name })}
            </p>
          )}
          {variant && (
            <p className="text-muted-foreground text-sm" data-testid="cart-line-variant">
              {variant}
            </p>
          )}
          {line.referenceCode && (
            <p className="text-muted-foreground text-xs">
              {t('reference', { code: line.referenceCode })}
            </p>
          )}
          <p className="text-sm">
            <span className="text-muted-foreground">{t('unitPrice')} : </span>
            {formatCents(unitCents(line))}
          </p>
        </div>
        <div className="flex items-center justify-between gap-4 sm:flex-col sm:items-end">
          <div className="flex items-center rounded-md border">
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('decrease', { name: line.name })}
              onClick={() => onQuantity(line.quantity - 1)}
            >
              <Minus aria-hidden />
            </Button>
            <label htmlFor={inputId} className="sr-only">
              {t('quantityOf', { name: line.name })}
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
                if (Number.isFinite(value) && value >= 1) onQuantity(Math.min(value, MAX_QUANTITY));
              }}
              className="focus-visible:ring-ring/50 h-9 w-14 [appearance:textfield] bg-transparent text-center text-sm outline-none focus-visible:ring-[3px] [&::-webkit-inner-spin-button]:appearance-none"
            />
            <Button
              type="button"
              variant="ghost"
              size="icon"
              aria-label={t('increase', { name: line.name })}
              disabled={line.quantity >= MAX_QUANTITY}
              onClick={() => onQuantity(line.quantity + 1)}
            >
              <Plus aria-hidden />
            </Button>
          </div>
          <p className="font-semibold" data-testid="cart-line-total">
            {formatCents(lineTotalCents(line))}
          </p>
          <Button
            type="button"
            variant="ghost"
            size="sm"
            aria-label={t('remove', { name: line.name })}
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
