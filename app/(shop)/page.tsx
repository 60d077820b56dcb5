import type { Metadata } from 'next';
import { ColourSearchEntry } from '@/components/home/colour-search-entry';
import { FeaturedCategories } from '@/components/home/featured-categories';
import { FeaturedProducts } from '@/components/home/featured-products';
import { Hero } from '@/components/home/hero';
import { SectionCards } from '@/components/home/section-cards';
import { getT } from '@/lib/i18n/server';
import { cachedSiteSeoTexts } from '@/lib/site/cached';

const t = getT('home');

/** The home page's title and description: those set in /admin/seo, else the built-in ones. */
export async function generateMetadata(): Promise<Metadata> {
  const seo = await cachedSiteSeoTexts();
  return {
    title: { absolute: seo.homeTitle ?? `Nuancier — ${t('metaTitle')}` },
    description: seo.homeDescription ?? t('metaDescription'),
    alternates: { canonical: '/' },
  };
}

export default function HomePage() {
  return (
    <>
      <Hero />
      <div className="mx-auto grid max-w-7xl gap-14 px-4 py-14">
        <SectionCards />
        <ColourSearchEntry />
        <FeaturedProducts />
        <FeaturedCategories />
      </div>
    </>
  );
}
