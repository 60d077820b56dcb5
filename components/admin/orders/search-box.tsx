'use client';

import { useTranslations } from 'next-intl';
import { useState } from 'react';
import { Button } from '@/components/ui/button';
import { TextField } from '../fields';

/** A search field with its « Rechercher » button (Enter searches too, without submitting). */
export function SearchBox({
  id,
  label,
  help,
  pending,
  onSearch,
}: {
  id: string;
  label: string;
  help?: string;
  pending: boolean;
  onSearch: (query: string) => void;
}) {
  const t = useTranslations('admin.orderEdit');
  const [query, setQuery] = useState('');
  return (
    <div className="flex flex-wrap items-end gap-2">
      <div className="min-w-64 flex-1">
        <TextField
          id={id}
          label={label}
          help={help}
          inputProps={{
            type: 'search',
            value: query,
            onChange: (event) => setQuery(event.target.value),
            onKeyDown: (event) => {
              if (event.key === 'Enter') {
                event.preventDefault();
                onSearch(query);
              }
            },
          }}
        />
      </div>
      <Button type="button" variant="outline" disabled={pending} onClick={() => onSearch(query)}>
        {t('search')}
      </Button>
    </div>
  );
}
