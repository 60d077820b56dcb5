'use server';

import { adminAction } from '@/lib/actions/client';
import { redirectsChanged, siteSettingsChanged } from '@/lib/cache/invalidate';
import { idOnlySchema } from '@/lib/validation/admin-catalogue';
import { redirectSchema, siteSettingsSchema } from '@/lib/validation/admin-seo';
import { deleteRedirect, saveRedirect } from './redirects';
import { saveSiteSettings } from './settings';

/** The SEO screen (`/admin/seo`): site settings and legacy redirects. */

export const saveSiteSettingsAction = adminAction({
  name: 'admin.seo.settings.save',
  input: siteSettingsSchema,
  handler: (input, { caller, action }) => saveSiteSettings(caller, action, input),
  invalidate: () => siteSettingsChanged(),
});

export const saveRedirectAction = adminAction({
  name: 'admin.seo.redirects.save',
  input: redirectSchema,
  handler: (input, { caller, action }) => saveRedirect(caller, action, input),
  invalidate: () => redirectsChanged(),
});

export const deleteRedirectAction = adminAction({
  name: 'admin.seo.redirects.delete',
  input: idOnlySchema,
  handler: ({ id }, { caller, action }) => deleteRedirect(caller, action, id),
  invalidate: () => redirectsChanged(),
});
