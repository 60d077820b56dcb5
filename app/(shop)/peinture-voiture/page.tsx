import Link from 'next/link';
import { Breadcrumb } from '@/components/catalogue/breadcrumb';
import { ProductGrid } from '@/components/catalogue/product-grid';
import { Button } from '@/components/ui/button';
import { getCachedCategories, getListing } from '@/lib/catalogue/cached';
import { listingQuery } from '@/lib/catalogue/filters';
import { categoryPath } from '@/lib/catalogue/urls';
import { COLOUR_CATEGORIES } from '@/lib/colours/slug';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { pageMetadata } from '@/lib/seo/metadata';

const t = getCatalogueT();
const PATH = '/peinture-voiture';
const SUPPLIES = ['apprets', 'vernis', 'durcisseurs-diluants', 'aerosols', 'abrasifs', 'masquage'];

export const metadata = pageMetadata({
  title: t('paint.title'),
  description: t('paint.description'),
  path: PATH,
});

/** Car-paint landing page: leads into the colour catalogue, then to the paint supplies. */
export default async function Page() {
  const [categories, aerosols] = await Promise.all([
    getCachedCategories('carrosserie'),
    getListing(listingQuery({ inStock: true }, { category: 'aerosols' })),
  ]);
  const supplies = SUPPLIES.flatMap((slug) => categories.filter((c) => c.slug === slug));
  return (
    <div className="mx-auto w-full max-w-7xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
      <Breadcrumb crumbs={[{ name: t('paint.title'), path: PATH }]} />
      <header className="bg-secondary mb-10 rounded-xl p-6 sm:p-10">
        <h1 className="max-w-3xl text-3xl font-bold tracking-tight sm:text-4xl">
          {t('paint.heading')}
        </h1>
        <p className="text-muted-foreground mt-3 max-w-2xl text-lg">{t('paint.intro')}</p>
        <Button asChild size="lg" className="mt-6">
          <Link href="/catalogue-couleur">{t('paint.cta')}</Link>
        </Button>
      </header>

      <section aria-labelledby="paint-categories" className="mb-10">
        <h2 id="paint-categories" className="mb-4 text-xl font-semibold">
          {t('paint.categoriesTitle')}
        </h2>
        <ul className="grid grid-cols-2 gap-3 lg:grid-cols-4">
          {COLOUR_CATEGORIES.map((c) => (
            <li key={c.slug}>
              <Link
                href={`/catalogue-couleur/${c.slug}`}
                className="bg-card hover:border-primary focus-visible:ring-ring/50 flex h-full items-center justify-center rounded-lg border p-6 text-center font-semibold focus-visible:ring-[3px] focus-visible:outline-none"
              >
                {t(`paint.categories.${c.slug}`)}
              </Link>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="paint-formats" className="mb-10">
        <h2 id="paint-formats" className="mb-4 text-xl font-semibold">
          {t('paint.stepsTitle')}
        </h2>
        <ol className="grid gap-4 md:grid-cols-3">
          {(['find', 'choose', 'paint'] as const).map((step) => (
            <li key={step} className="rounded-lg border p-5">
              <h3 className="font-semibold">{t(`paint.steps.${step}.title`)}</h3>
              <p className="text-muted-foreground mt-1 text-sm">{t(`paint.steps.${step}.text`)}</p>
            </li>
          ))}
        </ol>
        <ul className="mt-4 grid gap-4 md:grid-cols-3">
          {(['pot', 'bombe', 'stylo'] as const).map((format) => (
            <li key={format} className="bg-muted/40 rounded-lg p-5">
              <h3 className="font-semibold">{t(`paint.formats.${format}.title`)}</h3>
              <p className="text-muted-foreground mt-1 text-sm">
                {t(`paint.formats.${format}.text`)}
              </p>
            </li>
          ))}
        </ul>
      </section>

      <section aria-labelledby="paint-supplies">
        <h2 id="paint-supplies" className="mb-2 text-xl font-semibold">
          {t('paint.suppliesTitle')}
        </h2>
        <p className="text-muted-foreground mb-4">{t('paint.suppliesText')}</p>
        <ul className="mb-6 flex flex-wrap gap-2">
          {supplies.map((c) => (
            <li key={c.slug}>
              <Link
                href={categoryPath(c.slug)}
                className="hover:bg-accent focus-visible:ring-ring/50 inline-block rounded-full border px-3 py-1 text-sm focus-visible:ring-[3px] focus-visible:outline-none"
              >
                {c.name}
              </Link>
            </li>
          ))}
        </ul>
        {aerosols.items.length > 0 && <ProductGrid products={aerosols.items.slice(0, 4)} />}
      </section>
    </div>
  );
}
