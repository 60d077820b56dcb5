'use client';

import { useTranslations } from 'next-intl';
import { useRouter } from 'next/navigation';
import { useState, useTransition } from 'react';
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

/**
 * « Supprimer » with a confirmation dialog; the server's refusal (« utilisée par 3 produits »)
 * is shown as a French toast and nothing changes. After a deletion the browser goes to
 * `redirectTo` (the list) or the list refreshes.
 */
export function DeleteButton({
  id,
  name,
  action,
  redirectTo,
  size = 'default',
}: {
  id: string;
  name: string;
  action: (input: { id: string }) => Promise<ActionResult<unknown>>;
  redirectTo?: string;
  size?: 'default' | 'sm';
}) {
  const t = useTranslations('admin.form');
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();

  const confirm = () =>
    startTransition(async () => {
      const result = await action({ id }).catch(() => null);
      if (!result?.ok) {
        toast.error(t('deleteErrorTitle'), { description: result?.error });
        setOpen(false);
        return;
      }
      toast.success(t('deletedTitle'));
      setOpen(false);
      if (redirectTo) router.push(redirectTo);
      else router.refresh();
    });

  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size={size} aria-label={`${t('delete')} « ${name} »`}>
          {t('delete')}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{t('confirmDeleteTitle', { name })}</DialogTitle>
        <DialogDescription>{t('confirmDeleteText')}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{t('cancel')}</Button>
          </DialogClose>
          <Button variant="destructive" onClick={confirm} disabled={pending}>
            {pending ? t('deleting') : t('delete')}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
