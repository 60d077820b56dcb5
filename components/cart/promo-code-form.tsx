'use client';

import { useTranslations } from 'next-intl';
import { useId, useState, type FormEvent } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import type { CartLine } from '@/lib/cart/cart';
import { useCartStore } from '@/lib/cart/store';
import { priceCart } from '@/lib/pricing/actions';
import { minimumAmount } from '@/lib/promotions/apply';
import type { PricedCart } from '@/lib/pricing/types';
import { linesForPricing } from '@/lib/pricing/use-priced-cart';

/**
 * The promo code of the cart (spec sections 5, 8, 9): the server checks the code against this
 * cart; 'Code promo appliqué', 'Code promo invalide – …', 'Montant minimum non atteint – …',
 * 'Code promo supprimé'.
 */
export function PromoCodeForm({
  items,
  cart,
  country,
}: {
  items: readonly CartLine[];
  cart: PricedCart;
  country: string;
}) {
  const t = useTranslations('promotions');
  const promoCode = useCartStore((s) => s.promoCode);
  const setPromoCode = useCartStore((s) => s.setPromoCode);
  const [code, setCode] = useState('');
  const [busy, setBusy] = useState(false);
  const inputId = useId();
  const outcome = cart.promotion;

  async function apply(event: FormEvent) {
    event.preventDefault();
    const typed = code.trim();
    if (!typed || busy) return;
    setBusy(true);
    const result = await priceCart({
      lines: linesForPricing(items),
      promoCode: typed,
      country,
    }).catch(() => null);
    setBusy(false);
    const promotion = result?.ok ? result.data.promotion : null;
    if (promotion?.status === 'applied') {
      setPromoCode(promotion.code);
      setCode('');
      toast.success(t('appliedTitle'), {
        description: t('appliedText', { code: promotion.code, name: promotion.name }),
      });
    } else if (promotion?.status === 'minimum') {
      toast.error(t('minimumTitle'), {
        description: t('minimumText', { amount: minimumAmount(promotion.minOrderAmount) }),
      });
    } else if (promotion?.status === 'refused') {
      toast.error(t(`refused.${promotion.reason}.title`), {
        description: t(`refused.${promotion.reason}.text`),
      });
    } else {
      toast.error(t('invalidTitle'), { description: t('invalidText') });
    }
  }

  function remove() {
    setPromoCode(null);
    toast.success(t('removedTitle'));
  }

  if (promoCode) {
    return (
      <div className="space-y-1 text-sm" data-testid="promo-applied">
        <div className="flex items-center justify-between gap-2">
          <span className="font-medium">{t('current', { code: promoCode })}</span>
          <Button type="button" variant="ghost" size="sm" onClick={remove}>
            {t('remove')}
          </Button>
        </div>
        {outcome.status !== 'applied' && outcome.message && (
          <p className="text-destructive" role="status">
            {outcome.message}
          </p>
        )}
      </div>
    );
  }

  return (
    <form onSubmit={apply} className="space-y-1">
      <label htmlFor={inputId} className="text-sm font-medium">
        {t('label')}
      </label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={code}
          onChange={(e) => setCode(e.target.value)}
          placeholder={t('placeholder')}
          autoComplete="off"
          maxLength={50}
        />
        <Button type="submit" variant="outline" disabled={busy || !code.trim()}>
          {t('apply')}
        </Button>
      </div>
    </form>
  );
}
