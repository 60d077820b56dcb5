'use client';

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
 * A button whose action is confirmed in a dialog first (« Envoyer la newsletter », « Annoncer
 * les gagnants »); the server's refusal is a French toast; after a success the page refreshes.
 */
export function ConfirmAction({
  id,
  action,
  texts,
}: {
  id: string;
  action: (input: { id: string }) => Promise<ActionResult<unknown>>;
  texts: {
    button: string;
    title: string;
    description: string;
    confirm: string;
    cancel: string;
    pending: string;
    done: string;
    errorTitle: string;
  };
}) {
  const router = useRouter();
  const [open, setOpen] = useState(false);
  const [pending, startTransition] = useTransition();
  const confirm = () =>
    startTransition(async () => {
      const result = await action({ id }).catch(() => null);
      setOpen(false);
      if (!result?.ok) {
        toast.error(texts.errorTitle, { description: result?.error });
        return;
      }
      toast.success(texts.done);
      router.refresh();
    });
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <Button>{texts.button}</Button>
      </DialogTrigger>
      <DialogContent>
        <DialogTitle>{texts.title}</DialogTitle>
        <DialogDescription>{texts.description}</DialogDescription>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline">{texts.cancel}</Button>
          </DialogClose>
          <Button onClick={confirm} disabled={pending}>
            {pending ? texts.pending : texts.confirm}
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
