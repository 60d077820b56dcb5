'use client';

import { useTranslations } from 'next-intl';
import { suggestionBlockFor } from '@/lib/colours/suggestions';
import type { SuggestedProduct } from '@/lib/colours/types';
import { useColourSelection } from './colour-selection';
import { SuggestionCard } from './suggestion-card';
import styles from './colour-page.module.css';

/**
 * The related products that fit the current choice: pen accessories beside a touch-up pen,
 * hardener and thinners beside gloss-direct paint in a pot. Nothing when there are none.
 */
export function SuggestionBlocks({
  pen,
  glossDirectPot,
}: {
  pen: SuggestedProduct[];
  glossDirectPot: SuggestedProduct[];
}) {
  const t = useTranslations('colours.suggestions');
  const { selection } = useColourSelection();
  const block = suggestionBlockFor(selection.productKey, selection.paintType);
  const products = block === 'pen' ? pen : block === 'gloss-direct-pot' ? glossDirectPot : [];
  if (!block || products.length === 0) return null;
  return (
    <section aria-labelledby="suggestions-titre" className={styles.section}>
      <h2 id="suggestions-titre">{t(block === 'pen' ? 'penTitle' : 'glossDirectTitle')}</h2>
      <ul className={styles.row3}>
        {products.map((product) => (
          <li key={`${product.id}-${product.variantId ?? 'default'}`}>
            <SuggestionCard product={product} />
          </li>
        ))}
      </ul>
    </section>
  );
}
