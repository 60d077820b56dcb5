'use client';

import { useTranslations } from 'next-intl';
import { saveNewsletterAction } from '@/lib/admin/newsletters/actions';
import { newsletterSchema, type NewsletterInput } from '@/lib/validation/admin-communication';
import { TextAreaField, TextField } from '../fields';
import { FormFooter } from '../form-footer';
import { useItemForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';

/**
 * Writes a newsletter draft (`/admin/newsletters/new`, `/admin/newsletters/{id}`), with a live
 * preview of the text as paragraphs; the e-mail itself is rendered by the server on the
 * newsletter's page once saved.
 */
export function NewsletterForm({ initial }: { initial: NewsletterInput }) {
  const t = useTranslations('admin');
  const { form, onSubmit, field, submitting, creating } = useItemForm({
    schema: newsletterSchema,
    initial,
    action: saveNewsletterAction,
    collection: 'newsletters',
  });
  const title = form.watch('title') ?? '';
  const body = form.watch('body') ?? '';
  const paragraphs = body
    .split(/\n\s*\n/)
    .map((p) => p.trim())
    .filter(Boolean);
  return (
    <div className="grid gap-6 lg:grid-cols-2">
      <ReadyForm noValidate onSubmit={onSubmit} className="grid content-start gap-4">
        <TextField
          id="newsletter-title"
          label={t('newsletters.fields.title')}
          required
          {...field.text('title')}
        />
        <TextAreaField
          id="newsletter-body"
          label={t('newsletters.fields.body')}
          help={t('newsletters.fields.bodyHelp')}
          {...field.textarea('body', { rows: 12 })}
        />
        <FormFooter submitting={submitting} creating={creating} />
      </ReadyForm>
      <section
        aria-labelledby="newsletter-live-preview"
        className="grid content-start gap-2 rounded-lg border bg-white p-4 text-neutral-900"
        data-testid="newsletter-live-preview"
      >
        <h2 id="newsletter-live-preview" className="text-muted-foreground text-sm font-semibold">
          {t('newsletters.livePreview')}
        </h2>
        <p className="text-lg font-semibold">{title}</p>
        {paragraphs.map((paragraph, i) => (
          <p key={i} className="text-sm whitespace-pre-line">
            {paragraph}
          </p>
        ))}
      </section>
    </div>
  );
}
