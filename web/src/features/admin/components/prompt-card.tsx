import { useId, useState } from 'react';
import clsx from 'clsx';
import { Pencil, Power, PowerOff, Save, Trash2 } from 'lucide-react';
import type { AiPrompt } from '@contracts/admin';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Spinner } from '@/components/ui/spinner';
import { toast } from '@/lib/toast/toast-store';
import { adminToasts } from '../admin-content';
import { useDeletePrompt } from '../api/delete-prompt';
import { useUpdatePrompt } from '../api/update-prompt';
import { formatDay } from '../format';
import { PromptForm, type PromptValues } from './prompt-form';
import { RowActionButton } from './row-action-button';

/** Texts longer than this show their start, with a button to read the rest. */
const PREVIEW_CHARS = 220;

const failure = (title: string, error: unknown) =>
  toast({
    title,
    description: error instanceof Error ? error.message : undefined,
    variant: 'destructive',
  });

function PromptText({ text }: { text: string }) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const long = text.length > PREVIEW_CHARS || text.split('\n').length > 3;
  return (
    <div className="mt-3">
      <p
        id={id}
        className={clsx('text-sm break-words whitespace-pre-line', long && !open && 'line-clamp-3')}
      >
        {text}
      </p>
      {long ? (
        <button
          type="button"
          aria-expanded={open}
          aria-controls={id}
          onClick={() => setOpen(!open)}
          className="text-primary mt-1 text-sm font-medium underline-offset-4 hover:underline"
        >
          {open ? 'Show less' : 'Show full text'}
        </button>
      ) : null}
    </div>
  );
}

function EditPromptDialog({
  prompt,
  open,
  onOpenChange,
}: {
  prompt: AiPrompt;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const update = useUpdatePrompt();
  const save = async ({ name, prompt_text, category }: PromptValues) => {
    try {
      // An emptied category clears it.
      await update.mutateAsync({
        id: prompt.id,
        changes: { name, prompt_text, category: category ?? '' },
      });
    } catch (error) {
      failure(adminToasts.promptUpdateFailed, error);
      throw error;
    }
    toast({ title: adminToasts.promptUpdated });
    onOpenChange(false);
  };
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-2xl">
        <DialogHeader>
          <DialogTitle>Edit prompt</DialogTitle>
          <DialogDescription>Changes reach the assistant within a minute.</DialogDescription>
        </DialogHeader>
        <PromptForm
          legend="Edit prompt"
          defaultValues={{
            name: prompt.name,
            prompt_text: prompt.prompt_text,
            category: prompt.category ?? '',
          }}
          submitLabel="Save Changes"
          submitIcon={Save}
          onSave={save}
          onCancel={() => onOpenChange(false)}
        />
      </DialogContent>
    </Dialog>
  );
}

function DeletePromptDialog({
  prompt,
  open,
  onOpenChange,
}: {
  prompt: AiPrompt;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}) {
  const remove = useDeletePrompt();
  const confirm = async () => {
    try {
      await remove.mutateAsync(prompt.id);
    } catch (error) {
      failure(adminToasts.promptDeleteFailed, error);
      return;
    }
    toast({ title: adminToasts.promptDeleted });
    onOpenChange(false);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        // Stays open while deleting, so the answer is seen where the question was asked.
        if (!remove.isPending) onOpenChange(next);
      }}
    >
      <DialogContent role="alertdialog" className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete this prompt?</DialogTitle>
          <DialogDescription>
            “{prompt.name}” will be removed for good and the assistant will stop using it.
          </DialogDescription>
        </DialogHeader>
        <DialogFooter>
          <DialogClose asChild>
            <Button variant="outline" disabled={remove.isPending}>
              Cancel
            </Button>
          </DialogClose>
          <Button variant="destructive" disabled={remove.isPending} onClick={() => void confirm()}>
            {remove.isPending ? <Spinner size="sm" label="" /> : <Trash2 aria-hidden="true" />}
            Delete
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}

/** One prompt: what it says, whether the assistant uses it, and what an admin can do with it. */
export function PromptCard({ prompt }: { prompt: AiPrompt }) {
  const ids = useId();
  const toggle = useUpdatePrompt();
  const [editing, setEditing] = useState(false);
  const [deleting, setDeleting] = useState(false);
  const activate = !prompt.is_active;

  const onToggle = async () => {
    try {
      await toggle.mutateAsync({ id: prompt.id, changes: { is_active: activate } });
    } catch (error) {
      failure(adminToasts.promptUpdateFailed, error);
      return;
    }
    toast({ title: adminToasts.promptUpdated });
  };

  return (
    <Card className="p-4 sm:p-5">
      <article aria-labelledby={`${ids}-name`}>
        <div className="flex flex-col gap-2 sm:flex-row sm:items-start sm:justify-between">
          <div className="min-w-0">
            <h3 id={`${ids}-name`} className="font-semibold break-words">
              {prompt.name}
            </h3>
            <p className="text-muted-foreground mt-1 flex flex-wrap items-center gap-2 text-xs">
              {prompt.is_active ? <Badge>Active</Badge> : <Badge variant="outline">Inactive</Badge>}
              {prompt.category ? <Badge variant="outline">{prompt.category}</Badge> : null}
              <span>Added {formatDay(prompt.created_at)}</span>
            </p>
          </div>
          <div className="flex flex-wrap gap-2 sm:shrink-0 max-sm:[&_svg:not(.animate-spin)]:hidden">
            <RowActionButton
              label={`Edit ${prompt.name}`}
              icon={Pencil}
              pending={false}
              onClick={() => setEditing(true)}
            >
              Edit
            </RowActionButton>
            <RowActionButton
              label={`${activate ? 'Activate' : 'Deactivate'} ${prompt.name}`}
              icon={activate ? Power : PowerOff}
              pending={toggle.isPending}
              onClick={() => void onToggle()}
            >
              {activate ? 'Activate' : 'Deactivate'}
            </RowActionButton>
            <RowActionButton
              label={`Delete ${prompt.name}`}
              icon={Trash2}
              pending={false}
              onClick={() => setDeleting(true)}
            >
              Delete
            </RowActionButton>
          </div>
        </div>
        <PromptText text={prompt.prompt_text} />
        <EditPromptDialog prompt={prompt} open={editing} onOpenChange={setEditing} />
        <DeletePromptDialog prompt={prompt} open={deleting} onOpenChange={setDeleting} />
      </article>
    </Card>
  );
}
