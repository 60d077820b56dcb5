import Link from 'next/link';
import { SearchX } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { colourText } from '@/lib/colours/text';

/** Spec: 'Couleur non trouvée', its sentence, and a link back to the colour search. */
export function ColourNotFound() {
  const t = colourText();
  return (
    <div className="mx-auto flex w-full max-w-2xl flex-col items-center gap-4 px-4 py-16 text-center">
      <SearchX aria-hidden="true" className="text-muted-foreground size-12" />
      <h1 className="text-2xl font-bold">{t('notFound.title')}</h1>
      <p className="text-muted-foreground">{t('notFound.text')}</p>
      <Button asChild>
        <Link href="/couleurs-recherche">{t('notFound.back')}</Link>
      </Button>
    </div>
  );
}
