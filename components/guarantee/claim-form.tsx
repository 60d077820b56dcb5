'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useId, useState } from 'react';
import { Button } from '@/components/ui/button';
import { fileClaimAction } from '@/lib/guarantee/actions';

/**
 * « Signaler un écart de teinte »: which colour line, a description, 1 to 3 photos. The files
 * go to the server as they are; it re-encodes them and answers in French when one is refused.
 */
export function ClaimForm({
  lines,
  lastDay,
}: {
  lines: { id: string; name: string }[];
  lastDay: string;
}) {
  const t = useTranslations('guaranteeClaim');
  const id = useId();
  const router = useRouter();
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [error, setError] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState(false);

  async function submit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setSending(true);
    const result = await fileClaimAction(new FormData(event.currentTarget));
    setSending(false);
    if (result.ok) {
      setErrors({});
      setError(null);
      setSent(true);
      router.refresh();
      return;
    }
    setErrors(result.fieldErrors);
    setError(Object.keys(result.fieldErrors).length ? null : result.error);
  }

  const fieldError = (name: string) =>
    errors[name] ? (
      <p id={`${id}-${name}-error`} className="text-destructive text-sm">
        {errors[name]}
      </p>
    ) : null;
  const described = (name: string, help?: string) =>
    [errors[name] ? `${id}-${name}-error` : null, help].filter(Boolean).join(' ') || undefined;

  return (
    <section
      aria-labelledby={`${id}-title`}
      className="rounded-lg border p-4"
      data-testid="guarantee-claim"
    >
      <h2 id={`${id}-title`} className="text-lg font-semibold">
        {t('title')}
      </h2>
      <p className="text-muted-foreground mb-3 text-sm">{t('intro', { date: lastDay })}</p>
      {sent ? (
        <p role="status" className="text-sm font-medium">
          {t('sent')}
        </p>
      ) : (
        <form noValidate onSubmit={submit} className="grid max-w-xl gap-3">
          <div className="grid gap-1">
            <label htmlFor={`${id}-line`} className="text-sm font-medium">
              {t('line')}
            </label>
            <select
              id={`${id}-line`}
              name="orderItemId"
              defaultValue={lines.length === 1 ? lines[0]!.id : ''}
              aria-invalid={errors.orderItemId ? true : undefined}
              aria-describedby={described('orderItemId')}
              className="border-input h-9 rounded-md border bg-transparent px-3 text-sm"
            >
              <option value="">{t('chooseLine')}</option>
              {lines.map((line) => (
                <option key={line.id} value={line.id}>
                  {line.name}
                </option>
              ))}
            </select>
            {fieldError('orderItemId')}
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-description`} className="text-sm font-medium">
              {t('description')}
            </label>
            <textarea
              id={`${id}-description`}
              name="description"
              rows={4}
              maxLength={2000}
              aria-invalid={errors.description ? true : undefined}
              aria-describedby={described('description', `${id}-description-help`)}
              className="border-input rounded-md border bg-transparent px-3 py-2 text-sm"
            />
            <p id={`${id}-description-help`} className="text-muted-foreground text-xs">
              {t('descriptionHelp')}
            </p>
            {fieldError('description')}
          </div>
          <div className="grid gap-1">
            <label htmlFor={`${id}-photos`} className="text-sm font-medium">
              {t('photos')}
            </label>
            <input
              id={`${id}-photos`}
              name="photos"
              type="file"
              multiple
              accept="image/jpeg,image/png,image/webp"
              aria-invalid={errors.photos ? true : undefined}
              aria-describedby={described('photos', `${id}-photos-help`)}
              className="text-sm"
            />
            <p id={`${id}-photos-help`} className="text-muted-foreground text-xs">
              {t('photosHelp')}
            </p>
            {fieldError('photos')}
          </div>
          {(error || errors._) && (
            <p role="alert" className="text-destructive text-sm">
              {error ?? errors._}
            </p>
          )}
          <Button type="submit" disabled={sending} className="justify-self-start">
            {sending ? t('sending') : t('submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
