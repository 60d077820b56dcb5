'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Switch } from '@/components/ui/switch';
import { preferencesOf, type Consent, type ConsentPreferences } from '@/lib/consent/consent';

type Category = 'necessary' | 'analytics' | 'marketing';

/** Switches per cookie category; necessary is shown on and locked. */
export function CookiePreferencesDialog({
  open,
  onOpenChange,
  consent,
  onSave,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  consent: Consent | null;
  onSave: (preferences: ConsentPreferences) => void;
}) {
  const t = useTranslations('consent');
  const closeLabel = t('close');
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent closeLabel={closeLabel} data-testid="cookie-preferences">
        <DialogHeader>
          <DialogTitle>{t('preferencesTitle')}</DialogTitle>
          <DialogDescription>{t('preferencesDescription')}</DialogDescription>
        </DialogHeader>
        {/* Remounted at each opening so the switches start from the stored choice. */}
        {open && <PreferencesForm initial={preferencesOf(consent)} onSave={onSave} />}
      </DialogContent>
    </Dialog>
  );
}

function PreferencesForm({
  initial,
  onSave,
}: {
  initial: ConsentPreferences;
  onSave: (preferences: ConsentPreferences) => void;
}) {
  const t = useTranslations('consent');
  const [analytics, setAnalytics] = useState(initial.analytics);
  const [marketing, setMarketing] = useState(initial.marketing);
  const rows: Array<{ key: Category; checked: boolean; set?: (v: boolean) => void }> = [
    { key: 'necessary', checked: true },
    { key: 'analytics', checked: analytics, set: setAnalytics },
    { key: 'marketing', checked: marketing, set: setMarketing },
  ];
  return (
    <form
      className="grid gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        onSave({ necessary: true, analytics, marketing });
      }}
    >
      <ul className="grid gap-3">
        {rows.map((row) => (
          <li
            key={row.key}
            className="flex items-start justify-between gap-4 rounded-md border p-3"
          >
            <div className="text-sm">
              <label htmlFor={`cookie-${row.key}`} className="font-medium">
                {t(`${row.key}.title`)}
              </label>
              <p id={`cookie-${row.key}-desc`} className="text-muted-foreground mt-1">
                {t(`${row.key}.description`)}
              </p>
            </div>
            <Switch
              id={`cookie-${row.key}`}
              checked={row.checked}
              disabled={!row.set}
              onCheckedChange={row.set}
              aria-describedby={`cookie-${row.key}-desc`}
            />
          </li>
        ))}
      </ul>
      <DialogFooter>
        <Button type="submit">{t('save')}</Button>
      </DialogFooter>
    </form>
  );
}
