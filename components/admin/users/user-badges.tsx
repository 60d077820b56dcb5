import { getAdminT } from '@/lib/i18n/admin';

const TONE = {
  individual: 'bg-zinc-100 text-zinc-900',
  proPending: 'bg-amber-100 text-amber-950',
  proVerified: 'bg-emerald-100 text-emerald-950',
  admin: 'bg-indigo-100 text-indigo-950',
  disabled: 'bg-rose-100 text-rose-950',
  unconfirmed: 'bg-orange-100 text-orange-950',
} as const;

/** What an account is, as small badges (customer list and page). */
export function UserBadges({
  user,
}: {
  user: {
    isProfessional: boolean;
    isVerifiedProfessional: boolean;
    isAdmin: boolean;
    disabled: boolean;
    emailUnconfirmed?: boolean;
  };
}) {
  const t = getAdminT();
  const badges: (keyof typeof TONE)[] = [
    user.isVerifiedProfessional ? 'proVerified' : user.isProfessional ? 'proPending' : 'individual',
  ];
  if (user.isAdmin) badges.push('admin');
  if (user.disabled) badges.push('disabled');
  if (user.emailUnconfirmed) badges.push('unconfirmed');
  return (
    <span className="flex flex-wrap gap-1" data-testid="user-badges">
      {badges.map((badge) => (
        <span
          key={badge}
          className={`inline-block rounded-full px-2 py-0.5 text-xs font-medium ${TONE[badge]}`}
        >
          {t(`users.badges.${badge}`)}
        </span>
      ))}
    </span>
  );
}
