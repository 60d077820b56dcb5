'use client';

import styles from './listing-filters.module.css';

/** One choice of a facet: its slug (the value sent), its name and how many products it leads to. */
export type FacetChoice = [slug: string, name: string, count: number];

/**
 * The checkboxes of a facet, each with its count: several may be ticked (a product matches any
 * of them, the form sends `?marque=a&marque=b`), none ticked is the whole listing. A client
 * component on purpose: a listing has dozens of choices, and the page's RSC data then carries
 * them as short tuples rather than as a second copy of their markup (the server renders the same
 * HTML either way).
 */
export function FacetChoices({
  name,
  choices,
  selected,
}: {
  name: string;
  choices: FacetChoice[];
  selected: readonly string[];
}) {
  return (
    <div className={styles.choices}>
      {choices.map(([slug, label, count]) => (
        <label key={slug}>
          <input
            type="checkbox"
            name={name}
            value={slug}
            defaultChecked={selected.includes(slug)}
          />
          {`${label} `}
          <small>{`(${count})`}</small>
        </label>
      ))}
    </div>
  );
}
