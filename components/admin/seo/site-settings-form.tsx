'use client';

import { useTranslations } from 'next-intl';
import { Button } from '@/components/ui/button';
import { saveSiteSettingsAction } from '@/lib/admin/seo/actions';
import { siteSettingsSchema, type SiteSettingsInput } from '@/lib/validation/admin-seo';
import { TextAreaField, TextField } from '../fields';
import { useAdminForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';

/** Social links (footer) and default search-engine texts (`site_config`), on /admin/seo. */
export function SiteSettingsForm({
  initial,
  fallbacks,
}: {
  initial: SiteSettingsInput;
  /** The built-in texts an empty field falls back to. */
  fallbacks: { defaultTitle: string; homeTitle: string };
}) {
  const t = useTranslations('admin.seo');
  const tf = useTranslations('admin.form');
  const { form, onSubmit, errors, submitting } = useAdminForm({
    schema: siteSettingsSchema,
    defaultValues: initial,
    action: saveSiteSettingsAction,
  });
  const social = (['facebook', 'instagram', 'tiktok'] as const).map((network) => (
    <TextField
      key={network}
      id={`seo-${network}`}
      label={t(`fields.${network}`)}
      help={t(`fields.socialHelp.${network}`)}
      error={errors[network]?.message}
      inputProps={{ type: 'url', inputMode: 'url', ...form.register(network) }}
    />
  ));
  return (
    <ReadyForm noValidate onSubmit={onSubmit} className="grid max-w-3xl gap-6">
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-medium">{t('socialLegend')}</legend>
        {social}
      </fieldset>
      <fieldset className="grid gap-4">
        <legend className="mb-2 font-medium">{t('textsLegend')}</legend>
        <TextField
          id="seo-default-title"
          label={t('fields.defaultTitle')}
          help={t('fields.defaultTitleHelp', { fallback: fallbacks.defaultTitle })}
          error={errors.defaultTitle?.message}
          inputProps={form.register('defaultTitle')}
        />
        <TextAreaField
          id="seo-default-description"
          label={t('fields.defaultDescription')}
          help={t('fields.defaultDescriptionHelp')}
          error={errors.defaultDescription?.message}
          textareaProps={{ rows: 3, ...form.register('defaultDescription') }}
        />
        <TextField
          id="seo-home-title"
          label={t('fields.homeTitle')}
          help={t('fields.homeTitleHelp', { fallback: fallbacks.homeTitle })}
          error={errors.homeTitle?.message}
          inputProps={form.register('homeTitle')}
        />
        <TextAreaField
          id="seo-home-description"
          label={t('fields.homeDescription')}
          help={t('fields.homeDescriptionHelp')}
          error={errors.homeDescription?.message}
          textareaProps={{ rows: 3, ...form.register('homeDescription') }}
        />
      </fieldset>
      <div>
        <Button type="submit" disabled={submitting}>
          {submitting ? tf('saving') : tf('save')}
        </Button>
      </div>
    </ReadyForm>
  );
}
