import styles from './colour-grid.module.css';

/** A colour list while it loads. */
export function ColourListSkeleton({ count = 12 }: { count?: number }) {
  return (
    <div className={`${styles.grid} ${styles.skeleton}`} aria-hidden="true">
      {Array.from({ length: count }, (_, i) => (
        <div key={i} />
      ))}
    </div>
  );
}
