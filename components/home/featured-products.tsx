import Image from 'next/image';
import Link from 'next/link';
import { ImageOff } from 'lucide-react';
import { cachedFeaturedProducts } from '@/lib/catalogue/menu-cached';
import { formatCents } from '@/lib/format';
import { getT } from '@/lib/i18n/server';

/** Products flagged `is_featured`: picture, brand, name and price TTC. */
export async function FeaturedProducts() {
  const t = getT('home');
  const products = await cachedFeaturedProducts();
  return (
    <section aria-labelledby="home-products">
      <h2 id="home-products" className="mb-6 text-2xl font-bold">
        {t('products.title')}
      </h2>
      {products.length === 0 ? (
        <p className="text-muted-foreground">{t('products.empty')}</p>
      ) : (
        <ul
          className="grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4"
          data-testid="featured-products"
        >
          {products.map((product) => (
            <li key={product.id}>
              <Link
                href={product.href}
                className="group focus-visible:ring-ring/50 flex h-full flex-col overflow-hidden rounded-lg border outline-none focus-visible:ring-[3px]"
              >
                <div className="bg-muted relative aspect-square">
                  {product.imageUrl ? (
                    <Image
                      src={product.imageUrl}
                      alt=""
                      fill
                      sizes="(min-width: 1024px) 20vw, (min-width: 768px) 30vw, 45vw"
                      unoptimized={product.imageUrl.endsWith('.svg')}
                      className="object-contain p-4 transition-transform group-hover:scale-105"
                    />
                  ) : (
                    <span className="text-muted-foreground flex h-full items-center justify-center">
                      <ImageOff className="size-8" aria-hidden />
                      <span className="sr-only">{t('products.noImage')}</span>
                    </span>
                  )}
                </div>
                <div className="flex flex-1 flex-col gap-1 p-3">
                  {product.brandName && (
                    <span className="text-muted-foreground text-xs font-medium uppercase">
                      {product.brandName}
                    </span>
                  )}
                  <span className="line-clamp-2 text-sm font-medium" data-testid="product-name">
                    {product.name}
                  </span>
                  <span className="mt-auto pt-2 text-base font-bold" data-testid="product-price">
                    <span className="sr-only">{t('products.priceLabel')} : </span>
                    {formatCents(product.priceTtcCents)}
                  </span>
                  {!product.inStock && (
                    <span className="text-destructive text-xs font-medium">
                      {t('products.outOfStock')}
                    </span>
                  )}
                </div>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
