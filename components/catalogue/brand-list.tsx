import Image from 'next/image';
import Link from 'next/link';
import { isVector } from '@/lib/catalogue/images';
import type { Brand } from '@/lib/catalogue/types';
import { brandPath } from '@/lib/urls';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { clsx } from 'clsx';
import styles from './link-lists.module.css';

/** Brands as cards: initials (or logo), name, product count (styled from the list's class). */
export function BrandList({ brands, featured = false }: { brands: Brand[]; featured?: boolean }) {
  const t = getCatalogueT();
  return (
    <ul className={clsx(styles.brands, featured && styles.featured)}>
      {brands.map((brand, index) => (
        <li key={index}>
          <Link href={brandPath(brand.slug)}>
            {brand.logoUrl?.startsWith('/') ? (
              <Image
                src={brand.logoUrl}
                alt=""
                width={featured ? 96 : 64}
                height={featured ? 48 : 32}
                unoptimized={isVector(brand.logoUrl)}
              />
            ) : (
              <span aria-hidden>{brand.name.slice(0, 2).toUpperCase()}</span>
            )}
            <span>
              <span>{brand.name}</span>
              {featured && brand.description ? <span>{brand.description}</span> : null}
              <span>{t('brands.count', { count: brand.productCount })}</span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
