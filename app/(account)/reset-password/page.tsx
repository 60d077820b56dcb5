import type { Metadata } from 'next';
import { NewPasswordForm } from '@/components/account/new-password-form';
import { getT } from '@/lib/i18n/server';

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/** Per request: the link's token is in the query (`token`, or Supabase's `token_hash`). */
export const instant = false;

export const metadata: Metadata = {
  title: getT('auth')('resetPage.title'),
  robots: { index: false, follow: false },
};

/** Target of the password-reset e-mail (spec « Screens »). */
export default async function ResetPasswordPage({ searchParams }: { searchParams: SearchParams }) {
  const params = await searchParams;
  const raw = params.token ?? params.token_hash;
  const token = typeof raw === 'string' && raw.length <= 200 ? raw : '';
  const t = getT('auth');
  return (
    <div className="mx-auto w-full max-w-5xl px-4 py-6 sm:px-6 lg:py-8">
      <h1 className="text-2xl font-semibold">{t('resetPage.title')}</h1>
      {token ? (
        <>
          <p className="text-muted-foreground mt-1 mb-6">{t('resetPage.intro')}</p>
          <NewPasswordForm token={token} />
        </>
      ) : (
        <p className="mt-4">{t('resetPage.missing')}</p>
      )}
    </div>
  );
}
