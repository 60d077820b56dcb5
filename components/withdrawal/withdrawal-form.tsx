'use client';

import { useEffect, useMemo, useState } from 'react';
import { useTranslations } from 'next-intl';
import { useSessionStore } from '@/lib/account/session-store';
import { useActionForm } from '@/lib/hooks/use-action-form';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { Input } from '@/components/ui/input';
import { ReadyForm } from '@/components/ui/ready-form';
import { findOrderToWithdraw } from '@/lib/withdrawals/actions';
import { withdrawalLookupSchema, type WithdrawalLookup } from '@/lib/validation/withdrawal';
import { stripHtmlInBrowser } from '@/lib/validation/strip-html-browser';
import type { RecordedWithdrawal, WithdrawalForm as Found } from '@/lib/withdrawals/store';
import { WithdrawalChoice } from './withdrawal-choice';
import { WithdrawalDone } from './withdrawal-done';

type Step =
  | { step: 'find' }
  | { step: 'choose'; lookup: WithdrawalLookup; found: Found }
  | { step: 'done'; done: RecordedWithdrawal };

/**
 * « Se rétracter du contrat ici »: step 1 asks the name, the order number and the order's
 * e-mail (filled in for a signed-in customer, the number from the link that led here); step 2
 * (`WithdrawalChoice`) the whole order or some lines, then « Confirmer la rétractation ».
 */
export function WithdrawalForm({ orderNumber }: { orderNumber: string }) {
  const t = useTranslations('withdrawal');
  const schema = useMemo(() => withdrawalLookupSchema(stripHtmlInBrowser), []);
  const [state, setState] = useState<Step>({ step: 'find' });
  const [refusal, setRefusal] = useState<string | null>(null);
  const user = useSessionStore((s) => s.user);
  const { form, onSubmit, submitting } = useActionForm({
    schema,
    defaultValues: { name: '', orderNumber, email: '', website: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    action: (values) => {
      setRefusal(null);
      return findOrderToWithdraw(values);
    },
    focusError: true,
    onSuccess: (found, lookup) => {
      if (found) setState({ step: 'choose', lookup, found });
      else setRefusal(t('notFound'));
    },
    onFailure: (_fields, error) => setRefusal(error ?? t('failed')),
  });

  // Signed in: the account's name and e-mail, unless something was typed already.
  useEffect(() => {
    if (!user) return;
    const name = [user.firstName, user.lastName].filter(Boolean).join(' ');
    if (!form.getValues('name') && name) form.setValue('name', name);
    if (!form.getValues('email')) form.setValue('email', user.email);
  }, [user, form]);

  if (state.step === 'done') return <WithdrawalDone done={state.done} />;
  if (state.step === 'choose') {
    return (
      <WithdrawalChoice
        lookup={state.lookup}
        found={state.found}
        onBack={() => setState({ step: 'find' })}
        onDone={(done) => setState({ step: 'done', done })}
      />
    );
  }

  const errors = form.formState.errors;
  const field = (
    name: 'name' | 'orderNumber' | 'email',
    props: React.ComponentProps<typeof Input>,
    hint?: string,
  ) => {
    const id = `withdrawal-${name}`;
    const error = errors[name]?.message;
    return (
      <div className="grid gap-2">
        <label htmlFor={id} className="text-sm font-medium">
          {t(`fields.${name}`)} <span aria-hidden="true">*</span>
        </label>
        <Input
          id={id}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : hint ? `${id}-hint` : undefined}
          {...props}
          {...form.register(name)}
        />
        {error ? (
          <p id={`${id}-error`} className="text-destructive text-sm" role="alert">
            {error}
          </p>
        ) : hint ? (
          <p id={`${id}-hint`} className="text-muted-foreground text-xs">
            {hint}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-xl gap-5">
      <p className="text-muted-foreground text-sm">{t('requiredNote')}</p>
      {field('name', { autoComplete: 'name' })}
      {field('orderNumber', { autoComplete: 'off' }, t('fields.orderNumberHint'))}
      {field('email', { type: 'email', autoComplete: 'email', inputMode: 'email' })}
      <HoneypotField
        id="withdrawal-website"
        label={t('fields.website')}
        {...form.register('website')}
      />
      {refusal && (
        <p
          role="alert"
          className="border-destructive/40 bg-destructive/10 text-destructive rounded-md border p-3 text-sm"
        >
          {refusal}
        </p>
      )}
      <div>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t('searching') : t('continue')}
        </Button>
      </div>
    </ReadyForm>
  );
}
