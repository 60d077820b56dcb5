import Link from 'next/link';
import { ImageOff } from 'lucide-react';
import { imageAttributes } from '@/components/catalogue/card-data';
import { cachedFeaturedProducts } from '@/lib/catalogue/menu-cached';
import { formatCents } from '@/lib/money';
import { getT } from '@/lib/i18n/server';
import styles from './home.module.css';

const SIZES = '(min-width: 1024px) 20vw, (min-width: 768px) 30vw, 45vw';

/**
 * Products flagged `is_featured`: picture, brand, name and price TTC. Styled from the list's
 * class; the pictures are plain server <img> (see imageAttributes).
 */
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
        <ul className={styles.products} data-testid="featured-products">
          {products.map((product, index) => (
            <li key={index}>
              <Link href={product.href}>
                <span>
                  {product.imageUrl ? (
                    // eslint-disable-next-line @next/next/no-img-element -- attributes from next/image's getImageProps
                    <img
                      {...imageAttributes(product.imageUrl, SIZES, 400)}
                      alt=""
                      width={400}
                      height={400}
                      loading="lazy"
                    />
                  ) : (
                    <span>
                      <ImageOff className="size-8" aria-hidden />
                      <span className="sr-only">{t('products.noImage')}</span>
                    </span>
                  )}
                </span>
                <span>
                  {product.brandName ? <span>{product.brandName}</span> : null}
                  <span data-testid="product-name">{product.name}</span>
                  <span data-testid="product-price">
                    <span className="sr-only">{`${t('products.priceLabel')} : `}</span>
                    {formatCents(product.priceTtcCents)}
                  </span>
                  {product.inStock ? null : (
                    <span data-stock="out_of_stock">{t('products.outOfStock')}</span>
                  )}
                </span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
