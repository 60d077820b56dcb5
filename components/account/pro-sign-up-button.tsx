'use client';

import { openAuthDialog } from '@/lib/account/dialog-store';

/** « Créer mon compte professionnel »: opens the sign-up tab on the professional choice. */
export function ProSignUpButton({ label, className }: { label: string; className?: string }) {
  return (
    <button
      type="button"
      className={className}
      onClick={() => openAuthDialog({ tab: 'signup', professional: true, returnTo: '/pro' })}
    >
      {label}
    </button>
  );
}
