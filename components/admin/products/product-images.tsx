'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useOptimistic, useRef } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { setProductImagesAction, uploadProductImageAction } from '@/lib/admin/products/actions';
import { useAction } from '@/lib/hooks/use-action-form';

/**
 * A product's images: add one (checked and resized by the server), reorder, remove. Reordering
 * shows at once (optimistic) and comes back if the server refuses.
 */
export function ProductImages({ productId, images }: { productId: string; images: string[] }) {
  const t = useTranslations('admin.uploads');
  const router = useRouter();
  const input = useRef<HTMLInputElement>(null);
  const [shown, setShown] = useOptimistic(images);

  // The new order shows at once: set inside the action's transition.
  const saveOrder = useAction(
    ({ next }: { next: string[]; success: string }) => {
      setShown(next);
      return setProductImagesAction({ id: productId, imageUrls: next });
    },
    {
      errorTitle: t('images'),
      onSuccess: (_, { success }) => {
        toast.success(success);
        router.refresh();
      },
    },
  );
  const clearFile = () => {
    if (input.current) input.current.value = '';
  };
  const addImage = useAction(
    (file: File) => {
      const data = new FormData();
      data.set('productId', productId);
      data.set('file', file);
      return uploadProductImageAction(data);
    },
    {
      errorTitle: t('images'),
      onSuccess: () => {
        toast.success(t('addedTitle'));
        router.refresh();
        clearFile();
      },
      onFailure: clearFile,
    },
  );
  const pending = saveOrder.pending || addImage.pending;
  const reorder = (next: string[], success: string) => saveOrder.run({ next, success });

  const move = (index: number, by: -1 | 1) => {
    const next = [...shown];
    const [item] = next.splice(index, 1);
    next.splice(index + by, 0, item!);
    reorder(next, t('movedTitle'));
  };

  const upload = () => {
    const file = input.current?.files?.[0];
    if (file) addImage.run(file);
  };

  return (
    <section
      aria-labelledby="product-images"
      className="grid max-w-4xl gap-3 rounded-lg border p-4"
    >
      <h2 id="product-images" className="font-semibold">
        {t('images')}
      </h2>
      {shown.length === 0 ? (
        <p className="text-muted-foreground text-sm">{t('none')}</p>
      ) : (
        <ol className="flex flex-wrap gap-3">
          {shown.map((src, index) => (
            <li key={src} className="grid w-32 gap-1" data-testid="product-image">
              {/* eslint-disable-next-line @next/next/no-img-element -- the admin previews the stored file itself */}
              <img
                src={src}
                alt={t('imageAlt', { n: index + 1 })}
                className="aspect-square w-32 rounded-md border object-cover"
              />
              <div className="flex gap-1">
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={pending || index === 0}
                  onClick={() => move(index, -1)}
                  aria-label={t('moveUp', { n: index + 1 })}
                >
                  ↑
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={pending || index === shown.length - 1}
                  onClick={() => move(index, 1)}
                  aria-label={t('moveDown', { n: index + 1 })}
                >
                  ↓
                </Button>
                <Button
                  type="button"
                  size="sm"
                  variant="outline"
                  disabled={pending}
                  onClick={() =>
                    reorder(
                      shown.filter((s) => s !== src),
                      t('removedTitle'),
                    )
                  }
                  aria-label={t('remove', { n: index + 1 })}
                >
                  ✕
                </Button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <div className="grid gap-1">
        <label htmlFor="product-image-file" className="text-sm font-medium">
          {t('add')}
        </label>
        <input
          id="product-image-file"
          ref={input}
          type="file"
          accept="image/jpeg,image/png,image/webp,image/avif"
          aria-describedby="product-image-help"
          disabled={pending}
          onChange={upload}
          className="text-sm"
        />
        <p id="product-image-help" className="text-muted-foreground text-xs">
          {pending ? t('adding') : t('help')}
        </p>
      </div>
    </section>
  );
}
