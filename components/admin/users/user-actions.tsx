'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState } from 'react';
import { toast } from '@/lib/toast';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogTitle,
  DialogTrigger,
} from '@/components/ui/dialog';
import type { ActionResult } from '@/lib/actions/client';
import { useAction } from '@/lib/hooks/use-action-form';
import {
  revokeSessionsAction,
  setAccountDisabledAction,
  setAdminRoleAction,
  unverifyProAction,
  verifyProAction,
} from '@/lib/admin/users/actions';
import { verifyProSchema } from '@/lib/validation/admin-users';
import { TextField } from '../fields';
import { useAdminForm } from '../use-admin-form';
import { ReadyForm } from '@/components/ui/ready-form';

type Change = 'unverify' | 'grantAdmin' | 'removeAdmin' | 'disable' | 'enable' | 'revokeSessions';

const RUN: Record<Change, (id: string) => Promise<ActionResult<unknown>>> = {
  unverify: (id) => unverifyProAction({ id }),
  grantAdmin: (id) => setAdminRoleAction({ id, admin: true }),
  removeAdmin: (id) => setAdminRoleAction({ id, admin: false }),
  disable: (id) => setAccountDisabledAction({ id, disabled: true }),
  enable: (id) => setAccountDisabledAction({ id, disabled: false }),
  revokeSessions: (id) => revokeSessionsAction({ id }),
};

/** A change behind a confirmation dialog; the server's refusal is a French toast. */
function ConfirmedChange({ userId, change }: { userId: string; change: Change }) {
  const t = useTranslations('admin.users.actions');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const destructive = change === 'disable' || change === 'removeAdmin';
  const { run, pending } = useAction(RUN[change], {
    errorTitle: t('errorTitle'),
    onSuccess: (data) => {
      setOpen(false);
      const count = (data as { sessionsRevoked?: number }).sessionsRevoked ?? 0;
      toast.success(t(`done.${change}`, { count }));
      router.refresh();
    },
    onFailure: () => setOpen(false),
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant={destructive ? 'outline' : 'secondary'}>{t(change)}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t(change)}</DialogTitle>
        <DialogDescription>{t(`confirmText.${change}`)}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('cancel')}</Button>
          </DialogClose>
          <Button
            variant={destructive ? 'destructive' : 'default'}
            onClick={() => run(userId)}
            disabled={pending}
          >
            {pending ? t('working') : t('confirm')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** « Vérifier le professionnel »: the SIRET as read, checked again by the server. */
function VerifyDialog({ userId, siret }: { userId: string; siret: string }) {
  const t = useTranslations('admin.users.actions');
  const [open, setOpen] = useState(false);
  const { onSubmit, field, submitting } = useAdminForm({
    schema: verifyProSchema,
    defaultValues: { id: userId, siret },
    action: async (input) => {
      const result = await verifyProAction(input);
      if (result.ok) {
        setOpen(false);
        if (result.data.note) toast.warning(result.data.note);
      }
      return result;
    },
  });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{t('verify')}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('verify')}</DialogTitle>
        <DialogDescription>{t('verifyText')}</DialogDescription>
        <ReadyForm noValidate onSubmit={onSubmit} className="grid gap-4">
          <TextField
            id="verify-siret"
            label={t('siretLabel')}
            required
            {...field.text('siret', { inputMode: 'numeric', autoComplete: 'off' })}
          />
          <DialogFooter>
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {t('cancel')}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submitting}>
              {submitting ? t('working') : t('confirm')}
            </Button>
          </DialogFooter>
        </ReadyForm>
      </DialogContent>
    </Dialog>
  );
}

/** The changes an account allows now (computed from its state on the server). */
export function UserActions({
  userId,
  siret,
  isVerifiedProfessional,
  isAdmin,
  disabled,
  self,
}: {
  userId: string;
  siret: string;
  isVerifiedProfessional: boolean;
  isAdmin: boolean;
  disabled: boolean;
  self: boolean;
}) {
  const changes: Change[] = [];
  if (isVerifiedProfessional) changes.push('unverify');
  // One's own admin role and account are changed by another administrator only.
  if (!isAdmin) changes.push('grantAdmin');
  else if (!self) changes.push('removeAdmin');
  if (disabled) changes.push('enable');
  else if (!self) changes.push('disable');
  changes.push('revokeSessions');
  return (
    <div className="flex flex-wrap gap-2">
      {!isVerifiedProfessional && <VerifyDialog userId={userId} siret={siret} />}
      {changes.map((change) => (
        <ConfirmedChange key={change} userId={userId} change={change} />
      ))}
    </div>
  );
}
