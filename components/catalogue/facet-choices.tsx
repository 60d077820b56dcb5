'use client';

import styles from './listing-filters.module.css';

/** One choice of a facet: its slug (the value sent), its name and how many products it leads to. */
export type FacetChoice = [slug: string, name: string, count: number];

/**
 * The radio choices of a facet (« Toutes les catégories », then each with its count). A client
 * component on purpose: a listing has dozens of choices, and the page's RSC data then carries
 * them as short tuples rather than as a second copy of their markup (the server renders the same
 * HTML either way).
 */
export function FacetChoices({
  name,
  allLabel,
  choices,
  selected,
}: {
  name: string;
  allLabel: string;
  choices: FacetChoice[];
  selected: string | null;
}) {
  return (
    <div className={styles.choices}>
      <label>
        <input type="radio" name={name} value="" defaultChecked={selected === null} />
        {allLabel}
      </label>
      {choices.map(([slug, label, count]) => (
        <label key={slug}>
          <input type="radio" name={name} value={slug} defaultChecked={slug === selected} />
          {`${label} `}
          <small>{`(${count})`}</small>
        </label>
      ))}
    </div>
  );
}
