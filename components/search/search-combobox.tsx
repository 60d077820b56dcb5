'use client';

import Form from 'next/form';
import Link from 'next/link';
import { CODE_GUIDE_PATH, COLOUR_SEARCH_PATH, CONTACT_PATH } from '@/lib/urls';
import { trackSearchNoResult } from '@/lib/analytics/events';
import { useRouter } from 'next/navigation';
import { useEffect, useId, useRef, useState } from 'react';
import { Loader2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { clsx } from 'clsx';
import { SuggestionList } from './suggestion-list';
import { suggestionOptions, type SuggestionOption } from './suggestion-options';
import { useSearchSuggestions } from './use-search-suggestions';
import icons from '@/components/ui/icons.module.css';

type Props = {
  /** 'dropdown': a popup under the field (header); 'fullscreen': the list fills the screen. */
  variant: 'dropdown' | 'fullscreen';
  autoFocus?: boolean;
  /** Called after a choice or a submit (the phone search closes itself). */
  onNavigate?: () => void;
  className?: string;
};

/**
 * The search field with its suggestions, as the WAI-ARIA combobox pattern: the input is the
 * combobox (aria-expanded, aria-controls, aria-activedescendant), the suggestions a listbox of
 * options. Arrows move, Enter opens the active option (or submits), Escape closes then clears.
 * Without JavaScript it is a plain GET form to /catalog?search=.
 */
export function SearchCombobox({ variant, autoFocus, onNavigate, className }: Props) {
  const t = useTranslations('search');
  const router = useRouter();
  const baseId = useId();
  const listboxId = `${baseId}-listbox`;
  const optionId = (key: string) => `${baseId}-option-${key.replace(/[^a-zA-Z0-9-]/g, '_')}`;
  const wrapper = useRef<HTMLDivElement>(null);

  const [value, setValue] = useState('');
  const [open, setOpen] = useState(false);
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const suggestions = useSearchSuggestions(value);
  const options = suggestionOptions(suggestions.data, suggestions.term);
  const activeIndex = options.findIndex((o) => o.key === activeKey);
  const active = activeIndex >= 0 ? options[activeIndex] : undefined;

  const answered = suggestions.data !== null || suggestions.error;
  const showPopup = open && suggestions.searchable && (answered || suggestions.loading);
  const expanded = showPopup && options.length > 0;
  const empty = Boolean(suggestions.data) && options.length === 0 && !suggestions.loading;
  const emptyQuery = empty ? value.trim() : '';
  useEffect(() => {
    if (emptyQuery) trackSearchNoResult({ query: emptyQuery, where: 'dropdown' });
  }, [emptyQuery]);

  useEffect(() => {
    if (active) document.getElementById(optionId(active.key))?.scrollIntoView({ block: 'nearest' });
    // optionId is derived from baseId, stable for the component's life.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [active?.key]);

  function close() {
    setOpen(false);
    setActiveKey(null);
  }

  function choose(option: SuggestionOption) {
    close();
    onNavigate?.();
    router.push(option.url);
  }

  function move(step: 1 | -1) {
    if (options.length === 0) return;
    const next =
      activeIndex < 0
        ? step === 1
          ? 0
          : options.length - 1
        : (activeIndex + step + options.length) % options.length;
    setActiveKey(options[next]!.key);
  }

  function onKeyDown(event: React.KeyboardEvent<HTMLInputElement>) {
    switch (event.key) {
      case 'ArrowDown':
      case 'ArrowUp':
        event.preventDefault();
        if (!open) setOpen(true);
        else move(event.key === 'ArrowDown' ? 1 : -1);
        break;
      case 'Enter':
        if (expanded && active) {
          event.preventDefault();
          choose(active);
        }
        break;
      case 'Escape':
        if (showPopup) {
          event.preventDefault();
          close();
        } else if (value) {
          event.preventDefault();
          setValue('');
        }
        break;
    }
  }

  const status = suggestions.loading
    ? ''
    : suggestions.error
      ? t('unavailable')
      : empty
        ? t('noResults')
        : suggestions.data && showPopup
          ? t('status', {
              products: suggestions.data.products.total,
              colours: suggestions.data.colours.total,
            })
          : '';

  return (
    <div
      ref={wrapper}
      className={clsx(
        'relative',
        variant === 'fullscreen' && 'flex min-h-0 flex-1 flex-col',
        className,
      )}
      onBlur={(e) => {
        if (!wrapper.current?.contains(e.relatedTarget as Node | null)) close();
      }}
    >
      <Form
        action="/catalog"
        // /catalog without a term is a redirect to /catalogue: prefetched on every page, it cost
        // a 301 and a second request for nothing; results need the term, known only on submit.
        prefetch={false}
        role="search"
        className="relative flex items-center"
        onSubmit={() => {
          close();
          onNavigate?.();
        }}
      >
        <label htmlFor={`${baseId}-input`} className="sr-only">
          {t('label')}
        </label>
        <input
          id={`${baseId}-input`}
          type="search"
          name="search"
          value={value}
          autoFocus={autoFocus}
          autoComplete="off"
          spellCheck={false}
          enterKeyHint="search"
          maxLength={200}
          placeholder={t('placeholder')}
          role="combobox"
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={expanded ? listboxId : undefined}
          aria-activedescendant={expanded && active ? optionId(active.key) : undefined}
          aria-busy={suggestions.loading || undefined}
          onChange={(e) => {
            setValue(e.target.value);
            setOpen(true);
            setActiveKey(null);
          }}
          onFocus={() => setOpen(true)}
          onKeyDown={onKeyDown}
          className="border-input bg-background placeholder:text-muted-foreground focus-visible:border-ring focus-visible:ring-ring/50 h-10 w-full rounded-md border py-2 pr-10 pl-3 text-base shadow-xs outline-none focus-visible:ring-[3px] md:text-sm [&::-webkit-search-cancel-button]:hidden"
        />
        <button
          type="submit"
          className="text-muted-foreground hover:text-foreground focus-visible:ring-ring/50 absolute right-1 flex size-8 items-center justify-center rounded-md focus-visible:ring-[3px] focus-visible:outline-none"
          aria-label={t('submit')}
        >
          {suggestions.loading && open ? (
            <Loader2 className="size-4 animate-spin" aria-hidden />
          ) : (
            <span className={icons.search} aria-hidden />
          )}
        </button>
      </Form>

      <div role="status" aria-live="polite" className="sr-only">
        {status}
      </div>

      <div
        hidden={!showPopup}
        className={clsx(
          variant === 'dropdown'
            ? 'bg-popover text-popover-foreground absolute top-full right-0 left-0 z-50 mt-1 max-h-[70vh] min-w-[min(32rem,90vw)] overflow-y-auto rounded-lg border shadow-lg'
            : 'mt-3 min-h-0 flex-1 overflow-y-auto',
        )}
      >
        {options.length > 0 && suggestions.data ? (
          <SuggestionList
            id={listboxId}
            options={options}
            activeKey={active?.key ?? null}
            optionId={optionId}
            products={suggestions.data.products}
            colours={suggestions.data.colours}
            term={suggestions.term}
            onChoose={choose}
            onHover={setActiveKey}
          />
        ) : suggestions.error || suggestions.loading ? (
          <p className="text-muted-foreground px-4 py-3 text-sm">
            {suggestions.error ? t('unavailable') : t('loading')}
          </p>
        ) : (
          <div className="px-4 py-3 text-sm" data-testid="search-no-results">
            <p className="text-muted-foreground">{t('noResults')}</p>
            <p className="mt-2">{t('noResultsTry')}</p>
            <ul className="mt-1 grid gap-1">
              {(
                [
                  [COLOUR_SEARCH_PATH, t('tryMakerSearch')],
                  [CODE_GUIDE_PATH, t('tryCodeGuide')],
                  [CONTACT_PATH, t('tryContact')],
                ] as const
              ).map(([href, label]) => (
                <li key={href}>
                  <Link
                    href={href}
                    onClick={() => {
                      close();
                      onNavigate?.();
                    }}
                    className="text-primary inline-block py-1 underline underline-offset-2"
                  >
                    {label}
                  </Link>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
    </div>
  );
}
