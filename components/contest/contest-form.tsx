'use client';

import { useState } from 'react';
import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { Input } from '@/components/ui/input';
import { takePartInContest } from '@/lib/contest/actions';
import { ReadyForm } from '@/components/ui/ready-form';

type Status = { kind: 'idle' } | { kind: 'ok'; text: string } | { kind: 'error'; text: string };
type Errors = Partial<Record<'name' | 'email' | 'acceptRules', string>>;

/** Participation form of /tirage-au-sort: name, e-mail, acceptance of the rules. */
export function ContestForm({ contestId }: { contestId: string }) {
  const t = useTranslations('contest');
  const [status, setStatus] = useState<Status>({ kind: 'idle' });
  const [errors, setErrors] = useState<Errors>({});
  const [pending, setPending] = useState(false);

  async function onSubmit(event: React.FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    setPending(true);
    const result = await takePartInContest({
      contestId,
      name: data.get('name'),
      email: data.get('email'),
      acceptRules: data.get('acceptRules') === 'on',
      website: data.get('website') ?? undefined,
    }).catch(() => null);
    setPending(false);
    if (result?.ok) {
      form.reset();
      setErrors({});
      setStatus({ kind: 'ok', text: t('sent') });
      return;
    }
    setErrors(result ? (result.fieldErrors as Errors) : {});
    setStatus({ kind: 'error', text: result?.error ?? t('failed') });
  }

  const describe = (field: keyof Errors) => (errors[field] ? `contest-${field}-error` : undefined);
  return (
    <ReadyForm onSubmit={onSubmit} noValidate className="grid gap-4" data-testid="contest-form">
      <p
        role={status.kind === 'error' ? 'alert' : 'status'}
        className={
          status.kind === 'error'
            ? 'text-destructive text-sm font-medium'
            : 'text-success text-sm font-medium'
        }
      >
        {status.kind === 'idle' ? '' : status.text}
      </p>
      <TextField name="name" label={t('fields.name')} error={errors.name} autoComplete="name" />
      <TextField
        name="email"
        label={t('fields.email')}
        error={errors.email}
        type="email"
        autoComplete="email"
        inputMode="email"
      />
      <div className="grid gap-1">
        <div className="flex items-start gap-2">
          <input
            id="contest-rules"
            name="acceptRules"
            type="checkbox"
            className="mt-1 size-4"
            aria-invalid={errors.acceptRules ? true : undefined}
            aria-describedby={describe('acceptRules')}
          />
          <label htmlFor="contest-rules" className="text-sm">
            {t('fields.acceptRules')}
          </label>
        </div>
        {errors.acceptRules && (
          <p id="contest-acceptRules-error" className="text-destructive text-sm">
            {errors.acceptRules}
          </p>
        )}
      </div>
      <HoneypotField id="contest-website" name="website" label={t('fields.website')} />
      <div>
        <Button type="submit" size="lg" disabled={pending}>
          {t('submit')}
        </Button>
      </div>
    </ReadyForm>
  );
}

function TextField({
  name,
  label,
  error,
  ...input
}: { name: 'name' | 'email'; label: string; error?: string } & React.ComponentProps<'input'>) {
  const id = `contest-${name}`;
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label}
      </label>
      <Input
        id={id}
        name={name}
        aria-invalid={error ? true : undefined}
        aria-describedby={error ? `${id}-error` : undefined}
        {...input}
      />
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm">
          {error}
        </p>
      )}
    </div>
  );
}
