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

export type DeleteButtonProps = {
  id: string;
  name: string;
  action: (input: { id: string }) => Promise<ActionResult<unknown>>;
  redirectTo?: string;
  size?: 'default' | 'sm';
  /** Other texts than a final deletion's (a move to the bin), given by the server. */
  wording?: { title: string; text: string; confirm: string; doneTitle: string; doneText: string };
};

/**
 * The client part of `DeleteButton` (./delete-button.tsx). The button's text comes from the
 * server; the dialog's texts are read by `DeleteConfirm`, which runs only once the dialog is
 * open: a list of 25 rows builds no translator per row on each server render.
 */
export function DeleteDialog({
  label,
  size = 'default',
  ...target
}: DeleteButtonProps & { label: string }) {
  const [open, setOpen] = useState(false);
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button variant="outline" size={size} aria-label={`${label} « ${target.name} »`}>
          {label}
        </Button>
      </DialogTrigger>
      <DialogContent>
        <DeleteConfirm {...target} close={() => setOpen(false)} />
      </DialogContent>
    </Dialog>
  );
}

function DeleteConfirm({
  id,
  name,
  action,
  redirectTo,
  wording,
  close,
}: Omit<DeleteButtonProps, 'size'> & { close: () => void }) {
  const t = useTranslations('admin.form');
  const router = useRouter();
  const { run, pending } = useAction(action, {
    errorTitle: t('deleteErrorTitle'),
    onSuccess: () => {
      if (wording) toast.success(wording.doneTitle, { description: wording.doneText });
      else toast.success(t('deletedTitle'));
      close();
      if (redirectTo) router.push(redirectTo);
      else router.refresh();
    },
    onFailure: close,
  });
  const confirm = () => run({ id });

  return (
    <>
      <DialogTitle>{wording?.title ?? t('confirmDeleteTitle', { name })}</DialogTitle>
      <DialogDescription>{wording?.text ?? t('confirmDeleteText')}</DialogDescription>
      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline">{t('cancel')}</Button>
        </DialogClose>
        <Button variant="destructive" onClick={confirm} disabled={pending}>
          {pending ? t('deleting') : (wording?.confirm ?? t('delete'))}
        </Button>
      </DialogFooter>
    </>
  );
}
