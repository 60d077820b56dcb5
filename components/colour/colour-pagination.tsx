import { colourText } from '@/lib/colours/text';
import { pageWindow } from '@/lib/pagination';
import { ColourLink } from './colour-link';
import icons from '@/components/ui/icons.module.css';
import styles from './colour-pagination.module.css';

export function ColourPagination({
  page,
  pageCount,
  hrefFor,
}: {
  page: number;
  pageCount: number;
  hrefFor: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const t = colourText();
  return (
    <nav aria-label={t('pagination.label')} className={styles.pages}>
      <ul>
        {page > 1 && (
          <li>
            <ColourLink href={hrefFor(page - 1)} rel="prev">
              <span className={icons.chevronLeft} />
              <span className="sr-only">{t('pagination.previous')}</span>
            </ColourLink>
          </li>
        )}
        {pageWindow(page, pageCount).map((p, i) =>
          p === 'gap' ? (
            <li key={`gap-${i}`} aria-hidden="true">
              …
            </li>
          ) : (
            <li key={p}>
              {p === page ? (
                <ColourLink href={hrefFor(p)} aria-current="page">
                  {p}
                </ColourLink>
              ) : (
                <ColourLink href={hrefFor(p)}>{p}</ColourLink>
              )}
            </li>
          ),
        )}
        {page < pageCount && (
          <li>
            <ColourLink href={hrefFor(page + 1)} rel="next">
              <span className={icons.chevronRight} />
              <span className="sr-only">{t('pagination.next')}</span>
            </ColourLink>
          </li>
        )}
      </ul>
      <p>{t('pagination.status', { page, count: pageCount })}</p>
    </nav>
  );
}
