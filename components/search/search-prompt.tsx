import { searchText } from '@/lib/search/text';
import { Button } from '@/components/ui/button';

/** Shown by /catalog when the term has fewer than 2 characters: the prompt and a form. */
export function SearchPrompt({ term }: { term: string }) {
  const t = searchText();
  return (
    <>
      <h1 className="text-2xl font-bold tracking-tight">{t('catalogPromptTitle')}</h1>
      <p className="text-muted-foreground mt-2" role="status">
        {t('prompt')}
      </p>
      <form action="/catalog" role="search" className="mt-4 flex max-w-xl gap-2">
        <label htmlFor="recherche-catalogue" className="sr-only">
          {t('label')}
        </label>
        <input
          id="recherche-catalogue"
          type="search"
          name="search"
          defaultValue={term}
          minLength={2}
          maxLength={200}
          placeholder={t('placeholder')}
          className="border-input bg-background focus-visible:border-ring focus-visible:ring-ring/50 h-10 w-full rounded-md border px-3 text-base shadow-xs outline-none focus-visible:ring-[3px]"
        />
        <Button type="submit" size="lg">
          {t('submit')}
        </Button>
      </form>
    </>
  );
}
