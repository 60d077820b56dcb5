'use client';

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
  const { run, pending } = useAction(action, {
    errorTitle: texts.errorTitle,
    onSuccess: () => {
      setOpen(false);
      toast.success(texts.done);
      router.refresh();
    },
    onFailure: () => setOpen(false),
  });
  const confirm = () => run({ id });
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
