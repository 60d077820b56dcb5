'use client';

import Link from 'next/link';
import { useTranslations } from 'next-intl';
import { formatCents } from '@/lib/money';
import { ReductionNote } from '@/components/pricing/reduction-note';
import { useProPrices } from '@/lib/pricing/use-pro-prices';
import type { ShownProProduct } from '@/lib/pricing/types';
import { clsx } from 'clsx';
import type { CardData } from './card-data';
import styles from './product-card.module.css';
import { StockBadge } from './stock-badge';

/**
 * Product cards in a responsive grid (2 columns on phones, up to 4): picture, brand, name,
 * reference, price TTC and HT, stock. A client component on purpose: the page's RSC data then
 * carries each card's few formatted fields, not its whole element tree a second time beside
 * the HTML (the server renders the same markup either way). One class on each card, its parts
 * styled by element (see product-card.module.css). A verified professional sees their prices HT
 * first, TTC beside, once the island has asked them (`useProPrices`): the page itself stays
 * the cached one of everyone.
 */
export function ProductCards({
  cards,
  headingLevel = 3,
  className,
}: {
  cards: CardData[];
  headingLevel?: 2 | 3;
  className?: string;
}) {
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const pro = useProPrices(cards.map((card) => card.id));
  return (
    <ul className={clsx(styles.grid, className)} data-testid="product-grid">
      {cards.map((card, index) => (
        <li key={index}>
          <article data-testid="product-card" className={styles.card}>
            {/* eslint-disable-next-line @next/next/no-img-element -- attributes made by the server (next/image's getImageProps) */}
            <img {...card.image} alt="" width={600} height={600} loading="lazy" />
            {card.brand ? <p>{card.brand}</p> : null}
            <Heading>
              <Link href={card.href}>{card.name}</Link>
            </Heading>
            {card.reference ? <small>{card.reference}</small> : null}
            <CardPrice card={card} pro={pro?.[card.id]} />
            <p>
              <StockBadge state={card.stock} label={card.stockLabel} />
              {card.variants ? <small>{card.variants}</small> : null}
            </p>
          </article>
        </li>
      ))}
    </ul>
  );
}

/** The card's price: retail TTC then HT (the cached page), or a professional's HT then TTC. */
function CardPrice({ card, pro }: { card: CardData; pro: ShownProProduct | undefined }) {
  const t = useTranslations('pricing.pro');
  const tr = useTranslations('reduction');
  if (!pro) {
    return (
      <>
        <p>
          {card.from ? <small>{card.from}</small> : null}
          <b data-testid="card-price">{card.price}</b>
          <small>{card.ht}</small>
        </p>
        {card.reduction ? (
          <ReductionNote reduction={card.reduction} struckLabel={tr('struckLabel')} />
        ) : null}
      </>
    );
  }
  return (
    <p data-pro-price="">
      {pro.from ? <small>{t('from')}</small> : null}
      <b data-testid="card-price">{t('ht', { price: formatCents(pro.ht) })}</b>
      <small>{t('ttc', { price: formatCents(pro.ttc) })}</small>
    </p>
  );
}
