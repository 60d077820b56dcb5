import { Breadcrumb } from '@/components/catalogue/breadcrumb';
import { BrandList } from '@/components/catalogue/brand-list';
import { getCachedBrands } from '@/lib/catalogue/cached';
import { BRANDS_PATH } from '@/lib/urls';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { pageMetadata } from '@/lib/seo/metadata';

const t = getCatalogueT();

export const metadata = pageMetadata({
  title: t('brands.title'),
  description: t('brands.description'),
  path: BRANDS_PATH,
});

export default async function Page() {
  const brands = await getCachedBrands();
  const featured = brands.filter((b) => b.isFeatured);
  return (
    <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
      <Breadcrumb crumbs={[{ name: t('breadcrumb.brands'), path: BRANDS_PATH }]} />
      <header className="mb-8 max-w-3xl">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{t('brands.heading')}</h1>
        <p className="text-muted-foreground mt-2">{t('brands.intro')}</p>
      </header>
      {featured.length > 0 && (
        <section aria-labelledby="featured-brands" className="mb-10">
          <h2 id="featured-brands" className="mb-4 text-xl font-semibold">
            {t('brands.featured')}
          </h2>
          <BrandList brands={featured} featured />
        </section>
      )}
      <section aria-labelledby="all-brands">
        <h2 id="all-brands" className="mb-4 text-xl font-semibold">
          {t('brands.all')}
        </h2>
        <BrandList brands={brands} />
      </section>
    </div>
  );
}
