'use client';

import { useMemo, useState } from 'react';
import { CheckCircle2 } from 'lucide-react';
import { useTranslations } from 'next-intl';
import { useActionForm } from '@/lib/hooks/use-action-form';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import { HoneypotField } from '@/components/ui/honeypot-field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { sendContactMessage, submitContactForm } from '@/lib/contact/actions';
import { CONTACT_LIMITS, contactSchema } from '@/lib/validation/contact';
import { stripHtmlInBrowser } from '@/lib/validation/strip-html-browser';

/** Contact form: validated here for quick feedback, and again by the server action. */
export function ContactForm() {
  const t = useTranslations('contact');
  const schema = useMemo(() => contactSchema(stripHtmlInBrowser), []);
  const [sent, setSent] = useState(false);
  const { form, onSubmit, formAction, posted, submitting } = useActionForm({
    schema,
    defaultValues: { name: '', email: '', message: '', website: '' },
    mode: 'onSubmit',
    reValidateMode: 'onChange',
    action: (values) => {
      setSent(false);
      return sendContactMessage(values);
    },
    // A submission made before hydration: the form then posts to the action itself.
    withoutScript: submitContactForm,
    focusError: true,
    errorTitle: t('errorTitle'),
    onSuccess: () => {
      form.reset();
      setSent(true);
      toast.success(t('successTitle'), { description: t('successText') });
    },
  });
  const clientErrors = form.formState.errors;
  const postedErrors = posted?.ok === false ? posted.fieldErrors : {};
  const errors = {
    name: clientErrors.name ?? (postedErrors.name ? { message: postedErrors.name } : undefined),
    email: clientErrors.email ?? (postedErrors.email ? { message: postedErrors.email } : undefined),
    message:
      clientErrors.message ??
      (postedErrors.message ? { message: postedErrors.message } : undefined),
  };
  const showSent = sent || posted?.ok === true;

  return (
    <form
      noValidate
      action={formAction}
      onSubmit={onSubmit}
      className="grid gap-5"
      aria-describedby="contact-required"
    >
      {showSent && (
        <p
          role="status"
          className="border-success/40 bg-success/10 text-success flex items-start gap-2 rounded-md border p-3 text-sm"
        >
          <CheckCircle2 className="mt-0.5 size-4 shrink-0" aria-hidden />
          {t('successText')}
        </p>
      )}
      <p id="contact-required" className="text-muted-foreground text-sm">
        {t('requiredNote')}
      </p>
      <Field id="contact-name" label={t('fields.name')} error={errors.name?.message}>
        <Input
          id="contact-name"
          autoComplete="name"
          aria-invalid={errors.name ? true : undefined}
          aria-describedby={errors.name ? 'contact-name-error' : undefined}
          {...form.register('name')}
        />
      </Field>
      <Field id="contact-email" label={t('fields.email')} error={errors.email?.message}>
        <Input
          id="contact-email"
          type="email"
          autoComplete="email"
          inputMode="email"
          aria-invalid={errors.email ? true : undefined}
          aria-describedby={errors.email ? 'contact-email-error' : undefined}
          {...form.register('email')}
        />
      </Field>
      <Field id="contact-message" label={t('fields.message')} error={errors.message?.message}>
        <Textarea
          id="contact-message"
          rows={7}
          className="min-h-40"
          aria-invalid={errors.message ? true : undefined}
          aria-describedby={errors.message ? 'contact-message-error' : 'contact-message-hint'}
          {...form.register('message')}
        />
        {!errors.message && (
          <p id="contact-message-hint" className="text-muted-foreground text-xs">
            {t('messageHint', { min: CONTACT_LIMITS.messageMin, max: CONTACT_LIMITS.messageMax })}
          </p>
        )}
      </Field>
      <HoneypotField
        id="contact-website"
        label={t('fields.website')}
        {...form.register('website')}
      />
      <div>
        <Button type="submit" size="lg" disabled={submitting}>
          {submitting ? t('sending') : t('submit')}
        </Button>
      </div>
    </form>
  );
}

function Field({
  id,
  label,
  error,
  children,
}: {
  id: string;
  label: string;
  error?: string;
  children: React.ReactNode;
}) {
  return (
    <div className="grid gap-2">
      <label htmlFor={id} className="text-sm font-medium">
        {label} <span aria-hidden="true">*</span>
      </label>
      {children}
      {error && (
        <p id={`${id}-error`} className="text-destructive text-sm" role="alert">
          {error}
        </p>
      )}
    </div>
  );
}
