import { notFound } from 'next/navigation';
import { ProductTemplate } from '@/components/product/templates/product-template';
import { getCachedProduct, getCachedProductSlugs } from '@/lib/catalogue/cached';
import { productMetadata } from '@/lib/catalogue/metadata';

/**
 * Fully static. The newest products are prerendered at build, the others on their first
 * visit; an unknown or inactive slug waits for its render and answers a real 404.
 */
export const ensureStatic = 'navigation';

const PRERENDERED = 40;

export async function generateStaticParams() {
  const slugs = await getCachedProductSlugs(PRERENDERED);
  return slugs.length ? slugs.map((p) => ({ slug: p.slug })) : [{ slug: 'aucun-produit' }];
}

export async function generateMetadata({ params }: PageProps<'/product/[slug]'>) {
  const product = await getCachedProduct((await params).slug);
  return product ? productMetadata(product) : {};
}

export default async function Page({ params }: PageProps<'/product/[slug]'>) {
  const product = await getCachedProduct((await params).slug);
  if (!product) notFound();
  return <ProductTemplate product={product} />;
}
