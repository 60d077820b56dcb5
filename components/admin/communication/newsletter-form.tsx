'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { saveNewsletterAction } from '@/lib/admin/newsletters/actions';
import { newsletterSchema, type NewsletterInput } from '@/lib/validation/admin-communication';
import { TextAreaField, TextField } from '../fields';
import { useAdminForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';
import { adminItemPath } from '@/lib/admin/urls';

/**
 * Writes a newsletter draft (`/admin/newsletters/new`, `/admin/newsletters/{id}`), with a live
 * preview of the text as paragraphs; the e-mail itself is rendered by the server on the
 * newsletter's page once saved.
 */
export function NewsletterForm({ initial }: { initial: NewsletterInput }) {
  const t = useTranslations('admin');
  const creating = !initial.id;
  const { form, onSubmit, errors, submitting } = useAdminForm({
    schema: newsletterSchema,
    defaultValues: initial,
    action: saveNewsletterAction,
    created: creating,
    redirectTo: creating ? (data) => adminItemPath('newsletters', data.id) : undefined,
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
          error={errors.title?.message}
          inputProps={form.register('title')}
        />
        <TextAreaField
          id="newsletter-body"
          label={t('newsletters.fields.body')}
          help={t('newsletters.fields.bodyHelp')}
          error={errors.body?.message}
          textareaProps={{ rows: 12, ...form.register('body') }}
        />
        <div>
          <Button type="submit" disabled={submitting}>
            {submitting ? t('form.saving') : creating ? t('form.create') : t('form.save')}
          </Button>
        </div>
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
