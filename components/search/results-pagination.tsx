import Link from 'next/link';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import { searchText } from '@/lib/search/text';
import { cn } from '@/lib/utils';
import { pageWindow } from '@/lib/pagination';

/** Links to the other pages; `href(page)` keeps the rest of the query string. */
export function ResultsPagination({
  label,
  page,
  pageCount,
  href,
}: {
  label: string;
  page: number;
  pageCount: number;
  href: (page: number) => string;
}) {
  if (pageCount <= 1) return null;
  const t = searchText();
  const item =
    'inline-flex h-9 min-w-9 max-sm:h-11 max-sm:min-w-11 items-center justify-center gap-1 rounded-md border px-2 text-sm focus-visible:ring-[3px] focus-visible:ring-ring/50 focus-visible:outline-none';
  return (
    <nav aria-label={label} className="mt-6 flex flex-wrap items-center justify-center gap-1">
      {page > 1 && (
        <Link
          href={href(page - 1)}
          className={cn(item, 'hover:bg-accent')}
          aria-label={t('previousLabel')}
          rel="prev"
        >
          <ChevronLeft className="size-4" aria-hidden />
          <span className="hidden sm:inline">{t('previous')}</span>
        </Link>
      )}
      {pageWindow(page, pageCount).map((p, i) =>
        p === 'gap' ? (
          <span key={`gap-${i}`} className="px-1" aria-hidden>
            …
          </span>
        ) : p === page ? (
          <span
            key={p}
            className={cn(item, 'bg-primary text-primary-foreground border-primary')}
            aria-current="page"
          >
            <span className="sr-only">{t('pageLabel', { page: p })}</span>
            <span aria-hidden>{p}</span>
          </span>
        ) : (
          <Link
            key={p}
            href={href(p)}
            className={cn(item, 'hover:bg-accent')}
            aria-label={t('pageLabel', { page: p })}
          >
            {p}
          </Link>
        ),
      )}
      {page < pageCount && (
        <Link
          href={href(page + 1)}
          className={cn(item, 'hover:bg-accent')}
          aria-label={t('nextLabel')}
          rel="next"
        >
          <span className="hidden sm:inline">{t('next')}</span>
          <ChevronRight className="size-4" aria-hidden />
        </Link>
      )}
    </nav>
  );
}
