import styles from './colour-page.module.css';

/** Three card placeholders while the related products load. */
export function SuggestionsSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div />
      <div />
      <div />
    </div>
  );
}
