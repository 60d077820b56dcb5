import { notFound } from 'next/navigation';
import { env } from '@/lib/env';

/**
 * The bench's bare per-request page (`npm run bench`): it reads the query, as a filtered listing
 * does, and renders something of a shop page's weight — a frame-sized list of 190 links and 24
 * plain product cards — with no data and no shop layout. The shop's per-request pages are
 * measured against it in the same round. Answers only when BENCH_PAGES=1 (404 otherwise); not
 * linked, not in the sitemap.
 */
export const instant = false;
export const metadata = { robots: { index: false, follow: false } };

const LINKS = Array.from({ length: 190 }, (_, i) => ({
  href: `/produits/categorie/r-${i}`,
  label: `Rubrique ${Math.floor(i / 12) + 1}, lien ${i + 1}`,
}));

export default async function BenchPerRequest({ searchParams }: PageProps<'/bench-per-request'>) {
  const query = await searchParams;
  if (!env.BENCH_PAGES) notFound();
  const page = Number(query.page ?? 1) || 1;
  const cards = Array.from({ length: 24 }, (_, i) => (page - 1) * 24 + i + 1);
  return (
    <div className="mx-auto max-w-7xl px-4">
      <nav aria-label="Rubriques">
        <ul className="grid grid-cols-4 gap-2 text-sm">
          {LINKS.map((link) => (
            <li key={link.href}>
              <a href={link.href} className="block py-1">
                {link.label}
              </a>
            </li>
          ))}
        </ul>
      </nav>
      <h1 className="my-4 text-2xl font-semibold">Page {page}</h1>
      <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
        {cards.map((n) => (
          <li key={n} className="rounded-lg border p-3">
            <a href={`/product/article-${n}`} className="block">
              <span className="bg-muted block aspect-square rounded-md" />
              <span className="mt-2 block font-medium">Article de démonstration n° {n}</span>
              <span className="text-muted-foreground block text-sm">Marque {n % 7}</span>
              <span className="mt-1 block font-semibold">{(n * 3.5).toFixed(2)} €</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
