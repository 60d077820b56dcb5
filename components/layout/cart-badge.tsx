'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { useEffect } from 'react';
import { toast } from '@/lib/toast';
import { useHydrated } from '@/lib/hooks/use-hydrated';
import { useCartStore } from '@/lib/cart/store';
import styles from './layout.module.css';
import icons from '@/components/ui/icons.module.css';

/**
 * Cart icon with the item count; the count shows once the stored cart is read (no mismatch).
 * It also says « Panier nettoyé » once when the stored cart was found corrupted and emptied.
 */
export function CartBadge() {
  const t = useTranslations('cart');
  const count = useCartStore((state) => state.items.reduce((sum, line) => sum + line.quantity, 0));
  const cleaned = useCartStore((state) => state.cleaned);
  const acknowledgeCleaned = useCartStore((state) => state.acknowledgeCleaned);
  const hydrated = useHydrated();
  const shown = hydrated ? count : 0;
  useEffect(() => {
    if (!hydrated || !cleaned) return;
    toast.info(t('cleaned'), { description: t('cleanedText') });
    acknowledgeCleaned();
  }, [hydrated, cleaned, acknowledgeCleaned, t]);
  return (
    <Link
      href="/cart"
      className={styles.action}
      // The empty label is plain text: the server's render (always empty) compiles no plural.
      aria-label={shown > 0 ? t('badgeLabel', { count: shown }) : t('badgeLabelEmpty')}
    >
      <span className={icons.shoppingCart} aria-hidden />
      {shown > 0 && (
        <span
          data-testid="cart-count"
          className="bg-primary text-primary-foreground absolute -top-0.5 -right-0.5 flex min-w-5 items-center justify-center rounded-full px-1 text-xs font-semibold"
        >
          {shown}
        </span>
      )}
    </Link>
  );
}
