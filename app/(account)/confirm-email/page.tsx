import type { Metadata } from 'next';
import Link from 'next/link';
import { connection } from 'next/server';
import { CheckCircle2, CircleAlert } from 'lucide-react';
import { getAuth } from '@/lib/auth';
import { getT } from '@/lib/i18n/server';

/** Per request: the link's token is in the query (`token`, or Supabase's `token_hash`). */
export const instant = false;

export const metadata: Metadata = {
  title: getT('emailLink')('metaTitle'),
  robots: { index: false, follow: false },
};

type SearchParams = Promise<Record<string, string | string[] | undefined>>;

/**
 * Target of the e-mail links (issue 34): the sign-up confirmation, and the e-mail change that
 * takes effect only here. Each link works once and expires; a used, expired or forged one gets
 * its French explanation. Applied on the visit itself, like the newsletter's confirmation.
 */
export default async function ConfirmEmailPage({ searchParams }: { searchParams: SearchParams }) {
  await connection();
  const params = await searchParams;
  const raw = params.token ?? params.token_hash;
  const type = typeof params.type === 'string' ? params.type : undefined;
  const token = typeof raw === 'string' && raw.length <= 200 ? raw : '';
  const result = token
    ? await (await getAuth()).applyEmailLink(token, type)
    : ({ ok: false, reason: 'invalid-link' } as const);
  const outcome = result.ok ? result.purpose : result.reason === 'exists' ? 'exists' : 'invalid';
  const t = getT('emailLink');
  const Icon = result.ok ? CheckCircle2 : CircleAlert;
  return (
    <div className="mx-auto max-w-2xl px-4 py-14" data-testid={`email-link-${outcome}`}>
      <h1 className="mb-4 flex items-center gap-3 text-3xl font-bold tracking-tight">
        <Icon
          className={result.ok ? 'text-success size-8' : 'text-destructive size-8'}
          aria-hidden
        />
        {t(`${outcome}.title`)}
      </h1>
      <p className="text-muted-foreground mb-8 text-lg leading-relaxed">
        {t(`${outcome}.text`, { email: result.ok ? result.email : '' })}
      </p>
      <p className="flex gap-6">
        <Link href="/" className="underline underline-offset-2">
          {t('backHome')}
        </Link>
        <Link href="/profile" className="underline underline-offset-2">
          {t('profile')}
        </Link>
      </p>
    </div>
  );
}
