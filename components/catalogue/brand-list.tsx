import Image from 'next/image';
import Link from 'next/link';
import { isVector } from '@/lib/catalogue/images';
import type { Brand } from '@/lib/catalogue/types';
import { brandPath } from '@/lib/catalogue/urls';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { cn } from '@/lib/utils';

/** Brands as cards: initials (or logo), name, product count. */
export function BrandList({ brands, featured = false }: { brands: Brand[]; featured?: boolean }) {
  const t = getCatalogueT();
  return (
    <ul
      className={cn(
        'grid gap-3',
        featured ? 'sm:grid-cols-2' : 'grid-cols-2 sm:grid-cols-3 lg:grid-cols-4',
      )}
    >
      {brands.map((brand) => (
        <li key={brand.slug}>
          <Link
            href={brandPath(brand.slug)}
            className={cn(
              'bg-card hover:border-primary focus-visible:ring-ring/50 flex h-full items-center gap-4 rounded-lg border p-4 transition-colors focus-visible:ring-[3px] focus-visible:outline-none',
              featured && 'p-6',
            )}
          >
            {brand.logoUrl?.startsWith('/') ? (
              <Image
                src={brand.logoUrl}
                alt=""
                width={featured ? 96 : 64}
                height={featured ? 48 : 32}
                unoptimized={isVector(brand.logoUrl)}
                className={cn('shrink-0 object-contain', featured ? 'h-12 w-24' : 'h-8 w-16')}
              />
            ) : (
              <span
                aria-hidden
                className="bg-secondary text-secondary-foreground flex size-12 shrink-0 items-center justify-center rounded-full text-sm font-bold"
              >
                {brand.name.slice(0, 2).toUpperCase()}
              </span>
            )}
            <span className="flex flex-col">
              <span className="font-semibold">{brand.name}</span>
              {featured && brand.description && (
                <span className="text-muted-foreground line-clamp-2 text-sm">
                  {brand.description}
                </span>
              )}
              <span className="text-muted-foreground text-sm">
                {t('brands.count', { count: brand.productCount })}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}
