'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { isVector, productImage } from '@/lib/catalogue/images';
import { cn } from '@/lib/utils';

/** The product's pictures: a large one and, when there are several, thumbnails to switch. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const t = useTranslations('product');
  const sources = images.length > 0 ? images.map((i) => productImage(i)) : [productImage(null)];
  const [index, setIndex] = useState(0);
  const current = sources[Math.min(index, sources.length - 1)] as string;
  return (
    <div className="space-y-3" role="group" aria-label={t('gallery')}>
      <div className="bg-muted/40 overflow-hidden rounded-lg border p-4">
        <Image
          src={current}
          alt={t('imageAlt', { name, index: index + 1 })}
          width={800}
          height={800}
          priority
          sizes="(min-width: 768px) 45vw, 100vw"
          unoptimized={isVector(current)}
          className="aspect-square h-auto w-full object-contain"
        />
      </div>
      {sources.length > 1 && (
        <ul className="flex gap-2">
          {sources.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={t('showImage', { index: i + 1 })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
                className={cn(
                  'focus-visible:ring-ring/50 size-16 overflow-hidden rounded-md border p-1 focus-visible:ring-[3px] focus-visible:outline-none',
                  i === index && 'border-primary',
                )}
              >
                <Image
                  src={src}
                  alt=""
                  width={64}
                  height={64}
                  unoptimized={isVector(src)}
                  className="size-full object-contain"
                />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
