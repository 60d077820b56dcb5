import Link from 'next/link';
import { CreditCard, Palette, Truck } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { runtimeMode } from '@/lib/env';
import { getT } from '@/lib/i18n/server';
import { cachedCarriers } from '@/lib/shipping/cached';
import { daysValues, deliveryEstimate } from '@/lib/shipping/estimate';

export async function Hero() {
  const t = getT('home');
  // A claim true of every item: the fastest and slowest of all carriers.
  const delivery = deliveryEstimate(await cachedCarriers());
  const benefits = [
    ...(delivery
      ? [{ icon: Truck, label: t('hero.benefits.delivery', daysValues(delivery)) }]
      : []),
    {
      icon: CreditCard,
      label: t('hero.benefits.payment', { card: runtimeMode.payment.stripe ? 'oui' : 'non' }),
    },
    { icon: Palette, label: t('hero.benefits.experts') },
  ];
  return (
    <section className="relative overflow-hidden border-b bg-[linear-gradient(120deg,oklch(0.97_0.01_25),oklch(0.99_0_0)_55%,oklch(0.95_0.02_250))]">
      <div className="mx-auto grid max-w-7xl gap-8 px-4 py-14 md:py-20 lg:grid-cols-[1.3fr_1fr] lg:items-center">
        <div>
          <p className="text-primary mb-3 text-sm font-semibold tracking-wide uppercase">
            {t('hero.eyebrow')}
          </p>
          <h1 className="mb-5 text-4xl font-bold tracking-tight text-balance md:text-5xl">
            {t('hero.title')}
          </h1>
          <p className="text-muted-foreground mb-8 max-w-2xl text-lg leading-relaxed">
            {t('hero.text')}
          </p>
          <div className="flex flex-wrap gap-3">
            <Button asChild size="lg">
              <Link href="/catalogue-couleur">{t('hero.ctaColour')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link href="/produits-carrosserie">{t('hero.ctaCatalogue')}</Link>
            </Button>
          </div>
        </div>
        <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
          {benefits.map(({ icon: Icon, label }) => (
            <li
              key={label}
              className="bg-background/80 flex items-center gap-3 rounded-lg border p-4 font-medium shadow-xs"
            >
              <Icon className="text-primary size-6 shrink-0" aria-hidden />
              {label}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
