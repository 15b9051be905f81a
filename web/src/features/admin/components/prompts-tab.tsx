import { useId } from 'react';
import { Plus } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { toast } from '@/lib/toast/toast-store';
import { adminToasts } from '../admin-content';
import { useCreatePrompt } from '../api/create-prompt';
import { useAdminPrompts } from '../api/list-prompts';
import { ListEmpty, ListError, ListLoading } from './list-states';
import { PromptCard } from './prompt-card';
import { PromptForm, type PromptValues } from './prompt-form';
import { TabPanelHeader } from './tab-panel-header';

function NewPromptCard() {
  const ids = useId();
  const create = useCreatePrompt();
  const save = async (values: PromptValues) => {
    try {
      await create.mutateAsync(values);
    } catch (error) {
      toast({
        title: adminToasts.promptSaveFailed,
        description: error instanceof Error ? error.message : undefined,
        variant: 'destructive',
      });
      throw error;
    }
    toast({ title: adminToasts.promptAdded });
  };
  return (
    <Card aria-labelledby={`${ids}-heading`} role="region">
      <CardHeader>
        <h3 id={`${ids}-heading`} className="text-lg font-semibold">
          Add a prompt
        </h3>
      </CardHeader>
      <CardContent>
        <PromptForm
          legend="New prompt"
          submitLabel="Add Prompt"
          submitIcon={Plus}
          onSave={save}
          resetAfterSave
        />
      </CardContent>
    </Card>
  );
}

/** AI Prompts: the instructions the assistant follows, newest first; add, edit, switch, delete. */
export function PromptsTab() {
  const ids = useId();
  const prompts = useAdminPrompts();
  return (
    <section aria-labelledby={`${ids}-heading`} className="space-y-5">
      <TabPanelHeader
        id={`${ids}-heading`}
        title="AI Prompts"
        description="Active prompts guide the assistant's answers. Changes reach the assistant within a minute."
      />
      <NewPromptCard />
      {prompts.isPending ? (
        <ListLoading label="Loading prompts" />
      ) : prompts.isError ? (
        <ListError
          title="We couldn't load the prompts"
          error={prompts.error}
          onRetry={() => void prompts.refetch()}
        />
      ) : prompts.data.prompts.length === 0 ? (
        <ListEmpty>No prompts yet. Add the first one above.</ListEmpty>
      ) : (
        <ul aria-label="Prompts, newest first" className="flex flex-col gap-3">
          {prompts.data.prompts.map((prompt) => (
            <li key={prompt.id}>
              <PromptCard prompt={prompt} />
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
