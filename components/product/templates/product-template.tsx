import Link from 'next/link';
import { Breadcrumb } from '@/components/catalogue/breadcrumb';
import { JsonLdScript } from '@/components/seo/json-ld-script';
import { purchaseOf, selectOption } from '@/lib/catalogue/purchase';
import { sectionOf } from '@/lib/catalogue/sections';
import { isPurchasable } from '@/lib/catalogue/stock';
import type { ProductDetail } from '@/lib/catalogue/types';
import { brandPath, CATALOGUE_PATH, categoryPath, productPath } from '@/lib/urls';
import { env } from '@/lib/env';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { getT } from '@/lib/i18n/server';
import { productJsonLd } from '@/lib/seo/json-ld';
import { cachedCarriers } from '@/lib/shipping/cached';
import { daysValues, deliveryEstimate } from '@/lib/shipping/estimate';
import { currentPriceValidUntil } from '@/lib/seo/offer-date';
import page from '@/components/catalogue/link-lists.module.css';
import { ProductGallery } from '../product-gallery';
import styles from '../product.module.css';
import { ProductPurchase } from '../product-purchase';
import { RelatedProducts } from '../related-products';
import { ProductManufacturer, productHazardBlocks } from '@/components/hazard/product-hazards';

/** The product page; `variantId` is the variant the address asks for (default otherwise). */
export async function ProductTemplate({
  product,
  variantId = null,
}: {
  product: ProductDetail;
  variantId?: string | null;
}) {
  const t = getT('product');
  const tc = getCatalogueT();
  const purchase = purchaseOf(product);
  const selected = selectOption(purchase.options, variantId);
  const category = product.categories[0];
  const section = category ? sectionOf(category.section) : undefined;
  const [validUntil, carriers] = await Promise.all([currentPriceValidUntil(), cachedCarriers()]);
  const jsonLd = productJsonLd(
    {
      name: product.name,
      description: product.description ?? product.shortDescription,
      path: productPath(product.slug),
      images: product.images,
      sku: selected.referenceCode,
      brand: product.brand?.name,
      category: category?.name,
      offers: purchase.options.map((o) => ({
        url: productPath(product.slug, o.variantId),
        priceTtc: o.priceTtc,
        inStock: isPurchasable(o.stock),
        sku: o.referenceCode,
        name: o.name,
      })),
    },
    env.SITE_URL,
    validUntil,
    carriers,
  );
  // The delay of the carriers that may carry this product (aerosols: the road carrier only).
  const delivery = deliveryEstimate(carriers, [product.transportClass]);
  return (
    <div className={page.page}>
      <Breadcrumb
        crumbs={[
          { name: tc('breadcrumb.catalogue'), path: CATALOGUE_PATH },
          ...(section ? [{ name: section.name, path: section.path }] : []),
          ...(category ? [{ name: category.name, path: categoryPath(category.slug) }] : []),
          { name: product.name, path: productPath(product.slug) },
        ]}
      />
      <div className={styles.columns}>
        <ProductGallery images={product.images} name={product.name} />
        <div className={styles.details}>
          <header>
            {product.brand ? (
              <p>
                <span>{`${t('brand')} : `}</span>
                <Link href={brandPath(product.brand.slug)}>{product.brand.name}</Link>
              </p>
            ) : null}
            <h1>{product.name}</h1>
            {product.shortDescription ? <p>{product.shortDescription}</p> : null}
          </header>
          <ProductPurchase
            key={`${product.id}-${selected.variantId ?? 'default'}`}
            product={purchase}
            initialVariantId={selected.variantId}
            hazards={productHazardBlocks(product)}
          />
          {delivery ? <p>{t('delivery', daysValues(delivery))}</p> : null}
          {product.containsDiisocyanates ? (
            <aside
              aria-labelledby="diisocyanates-heading"
              className={styles.regulatory}
              data-testid="diisocyanates-statement"
            >
              <h2 id="diisocyanates-heading">{t('diisocyanates.title')}</h2>
              <p>{t('diisocyanates.text')}</p>
            </aside>
          ) : null}
          <ProductManufacturer product={product} />
        </div>
      </div>
      {product.description ? (
        <section aria-labelledby="description-heading" className={styles.description}>
          <h2 id="description-heading">{t('description')}</h2>
          <p>{product.description}</p>
        </section>
      ) : null}
      <RelatedProducts
        productId={product.id}
        categorySlugs={product.categories.map((c) => c.slug)}
      />
      <JsonLdScript data={jsonLd} />
    </div>
  );
}
