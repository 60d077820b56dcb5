'use client';

import type { ComponentProps } from 'react';
import { useHydrated } from '@/lib/hooks/use-hydrated';

/**
 * A form whose controls stay disabled until its script has taken over. react-hook-form sets each
 * registered field to its default value when the page hydrates, so anything typed into the
 * server-rendered fields before then (a fast typist on a slow phone, an autofill, a test) was
 * silently replaced by the old value and saved as such. Disabled until then, nothing typed is
 * lost. The fieldset is laid out as if absent (`display: contents`).
 */
export function ReadyForm({ children, ...props }: ComponentProps<'form'>) {
  const hydrated = useHydrated();
  return (
    <form {...props}>
      <fieldset disabled={!hydrated} className="contents" role="none">
        {children}
      </fieldset>
    </form>
  );
}
