import { BadgeCheck, Headset, Tags } from 'lucide-react';
import Link from 'next/link';
import { Breadcrumb } from '@/components/catalogue/breadcrumb';
import { Button } from '@/components/ui/button';
import { getCatalogueT } from '@/lib/catalogue/i18n';
import { pageMetadata } from '@/lib/seo/metadata';

const t = getCatalogueT();
const PATH = '/pro';
const BENEFITS = [
  { key: 'prices', Icon: Tags },
  { key: 'ranges', Icon: BadgeCheck },
  { key: 'support', Icon: Headset },
] as const;

export const metadata = pageMetadata({
  title: t('pro.title'),
  description: t('pro.description'),
  path: PATH,
});

/** The professional offer: preferential prices, professional ranges, technical support. */
export default function Page() {
  return (
    <div className="mx-auto w-full max-w-5xl flex-1 px-4 py-6 sm:px-6 lg:py-8">
      <Breadcrumb crumbs={[{ name: t('pro.title'), path: PATH }]} />
      <header className="bg-secondary mb-10 rounded-xl p-6 sm:p-10">
        <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t('pro.heading')}</h1>
        <p className="text-muted-foreground mt-3 max-w-2xl text-lg">{t('pro.intro')}</p>
        <Button asChild size="lg" className="mt-6">
          <Link href="/profile">{t('pro.cta')}</Link>
        </Button>
      </header>
      <section aria-labelledby="pro-benefits" className="mb-10">
        <h2 id="pro-benefits" className="mb-4 text-xl font-semibold">
          {t('pro.benefitsTitle')}
        </h2>
        <ul className="grid gap-4 md:grid-cols-3">
          {BENEFITS.map(({ key, Icon }) => (
            <li key={key} className="rounded-lg border p-5">
              <Icon aria-hidden className="text-primary mb-3 size-8" />
              <h3 className="font-semibold">{t(`pro.benefits.${key}.title`)}</h3>
              <p className="text-muted-foreground mt-1 text-sm">{t(`pro.benefits.${key}.text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="pro-how" className="rounded-lg border p-6">
        <h2 id="pro-how" className="mb-2 text-xl font-semibold">
          {t('pro.howTitle')}
        </h2>
        <p>{t('pro.how')}</p>
        <div className="mt-4 flex flex-wrap gap-3">
          <Button asChild>
            <Link href="/profile">{t('pro.cta')}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href="/contact">{t('pro.contact')}</Link>
          </Button>
        </div>
      </section>
    </div>
  );
}
