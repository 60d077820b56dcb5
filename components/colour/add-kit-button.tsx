'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { Button } from '@/components/ui/button';
import type { CartInput } from '@/lib/cart-line';
import { useCartStore } from '@/lib/cart/store';
import { nameGender } from '@/lib/colours/cart-line';
import { toast } from '@/lib/toast';
import { CART_PATH } from '@/lib/urls';

/**
 * « Ajouter le kit au panier »: the kit's cart line as the server built it (the colour's id and
 * `kit:{id}`; the price shown is repriced by the server in the cart and at checkout).
 */
export function AddKitButton({ line }: { line: CartInput }) {
  const t = useTranslations('colours');
  const add = useCartStore((state) => state.add);
  const router = useRouter();
  return (
    <Button
      type="button"
      onClick={() => {
        add(line);
        toast.success(t('configurator.added', { name: line.name, gender: nameGender(line.name) }), {
          action: { label: t('configurator.viewCart'), onClick: () => router.push(CART_PATH) },
        });
      }}
    >
      {t('kitButton.add')}
    </Button>
  );
}
