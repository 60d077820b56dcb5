'use client';

import Image from 'next/image';
import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { isVector, productImage } from '@/lib/catalogue/images';
import styles from './product.module.css';

/** The product's pictures: a large one and, when there are several, thumbnails to switch. */
export function ProductGallery({ images, name }: { images: string[]; name: string }) {
  const t = useTranslations('product');
  const sources = images.length > 0 ? images.map((i) => productImage(i)) : [productImage(null)];
  const [index, setIndex] = useState(0);
  const current = sources[Math.min(index, sources.length - 1)] as string;
  return (
    <div className={styles.gallery} role="group" aria-label={t('gallery')}>
      <div>
        <Image
          src={current}
          alt={t('imageAlt', { name, index: index + 1 })}
          width={800}
          height={800}
          priority
          sizes="(min-width: 768px) 45vw, 100vw"
          unoptimized={isVector(current)}
        />
      </div>
      {sources.length > 1 && (
        <ul>
          {sources.map((src, i) => (
            <li key={src}>
              <button
                type="button"
                aria-label={t('showImage', { index: i + 1 })}
                aria-pressed={i === index}
                onClick={() => setIndex(i)}
              >
                <Image src={src} alt="" width={64} height={64} unoptimized={isVector(src)} />
              </button>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
