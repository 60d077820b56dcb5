import Image from 'next/image';
import Link from 'next/link';
import { Package } from 'lucide-react';
import type { ProductHit } from '@/lib/search/types';
import { formatCents } from '@/lib/format';
import { searchText } from '@/lib/search/text';

/** A found product: image, name, brand and reference, price TTC, stock. */
export function ProductResultCard({ product }: { product: ProductHit }) {
  const t = searchText();
  return (
    <li>
      <Link
        href={product.url}
        className="group bg-card hover:border-primary/40 focus-visible:ring-ring/50 flex h-full flex-col overflow-hidden rounded-lg border transition-colors focus-visible:ring-[3px] focus-visible:outline-none"
      >
        <span className="bg-muted relative flex aspect-square items-center justify-center">
          {product.imageUrl ? (
            <Image
              src={product.imageUrl}
              alt=""
              fill
              sizes="(min-width: 1024px) 20vw, (min-width: 640px) 33vw, 50vw"
              className="object-cover"
            />
          ) : (
            <Package className="text-muted-foreground size-10" aria-hidden />
          )}
        </span>
        <span className="flex flex-1 flex-col gap-1 p-3">
          <span className="text-muted-foreground text-xs">
            {[
              product.brandName,
              product.referenceCode && t('reference', { code: product.referenceCode }),
            ]
              .filter(Boolean)
              .join(' · ')}
          </span>
          <span className="line-clamp-2 font-medium group-hover:underline">{product.name}</span>
          <span className="mt-auto flex items-baseline justify-between gap-2 pt-2">
            <span className="font-semibold tabular-nums">
              {product.hasVariants
                ? t('fromPrice', { price: formatCents(product.priceTtc) })
                : formatCents(product.priceTtc)}
            </span>
            <span
              className={product.inStock ? 'text-success text-xs' : 'text-muted-foreground text-xs'}
            >
              {product.inStock ? t('inStock') : t('outOfStock')}
            </span>
          </span>
        </span>
      </Link>
    </li>
  );
}
