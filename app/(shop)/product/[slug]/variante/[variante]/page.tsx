import { notFound } from 'next/navigation';
import { ProductTemplate } from '@/components/product/templates/product-template';
import { getCachedProduct, getCachedVariantParams } from '@/lib/catalogue/cached';
import { productMetadata } from '@/lib/catalogue/metadata';

/**
 * /product/{slug}?variante=<id>, served here by the rewrite of next.config.ts: the same page
 * rendered with that variant chosen, static once rendered. An unknown variant shows the
 * default one; the canonical address stays the product's.
 */
export const ensureStatic = 'navigation';

export async function generateStaticParams() {
  const variants = await getCachedVariantParams(12);
  return variants.length
    ? variants.map((v) => ({ slug: v.slug, variante: v.id }))
    : [{ slug: 'aucun-produit', variante: '00000000-0000-0000-0000-000000000000' }];
}

export async function generateMetadata({
  params,
}: PageProps<'/product/[slug]/variante/[variante]'>) {
  const { slug, variante } = await params;
  const product = await getCachedProduct(slug);
  return product ? productMetadata(product, variante) : {};
}

export default async function Page({ params }: PageProps<'/product/[slug]/variante/[variante]'>) {
  const { slug, variante } = await params;
  const product = await getCachedProduct(slug);
  if (!product) notFound();
  return <ProductTemplate product={product} variantId={variante} />;
}
