'use client';

import { useId, useState } from 'react';
import { useTranslations } from 'next-intl';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { buttonVariants, inputClasses } from '@/components/ui/variants';
import { signUpForNewsletter } from '@/lib/newsletter/actions';
import { ReadyForm } from '@/components/ui/ready-form';

type Status = { kind: 'idle' } | { kind: 'ok'; text: string } | { kind: 'error'; text: string };

/** Footer sign-up: one e-mail field; the confirmation link arrives by e-mail (double opt-in). */
export function NewsletterForm() {
  const t = useTranslations('newsletter');
  const id = useId();
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setPending(true);
    const result = await signUpForNewsletter({
      email: data.get('email'),
      website: data.get('website') ?? undefined,
    }).catch(() => null);
    setPending(false);
    if (result?.ok) {
      form.reset();
      setStatus({
        kind: 'ok',
        text: result.data.outcome === 'already-subscribed' ? t('already') : t('sent'),
      });
    } else {
      setStatus({
        kind: 'error',
        text: result ? (result.fieldErrors.email ?? result.error) : t('failed'),
      });
    }
  }

  return (
    <ReadyForm
      onSubmit={onSubmit}
      noValidate
      className="mb-4 grid gap-2"
      data-testid="newsletter-form"
    >
      <h3 className="text-foreground text-sm font-semibold">{t('title')}</h3>
      <p className="text-xs">{t('intro')}</p>
      <label htmlFor={`${id}-email`} className="text-xs font-medium">
        {t('emailLabel')}
      </label>
      <div className="flex gap-2">
        <input
          id={`${id}-email`}
          data-slot="input"
          className={inputClasses}
          name="email"
          type="email"
          autoComplete="email"
          inputMode="email"
          placeholder={t('emailPlaceholder')}
          required
          aria-invalid={status.kind === 'error' ? true : undefined}
          aria-describedby={status.kind === 'idle' ? undefined : `${id}-status`}
        />
        <button type="submit" disabled={pending} className={buttonVariants()}>
          {t('submit')}
        </button>
      </div>
      <HoneypotField id={`${id}-website`} name="website" label={t('honeypot')} />
      <p
        id={`${id}-status`}
        role={status.kind === 'error' ? 'alert' : 'status'}
        className={status.kind === 'error' ? 'text-destructive text-sm' : 'text-sm'}
      >
        {status.kind === 'idle' ? '' : status.text}
      </p>
    </ReadyForm>
  );
}
