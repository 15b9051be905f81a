import { useId, type KeyboardEvent, type RefObject } from 'react';
import { Send } from 'lucide-react';
import { QUESTION_MAX_CHARS } from '@contracts/assistant-limits';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import { useHydrated } from '@/lib/use-hydrated';
import { assistantText } from '../assistant-content';
import { canAsk } from '../chat-state';

interface QuestionFormProps {
  draft: string;
  loading: boolean;
  /** Seconds left before another question may be sent (after a 429); 0 when none. */
  waitSeconds: number;
  inputRef: RefObject<HTMLTextAreaElement | null>;
  onChange: (draft: string) => void;
  onAsk: (question: string) => void;
}

/**
 * Tells screen reader users how much of the limit is used once they pause typing, rather than
 * on every key.
 */
function CharacterCountStatus({ count }: { count: number }) {
  const settled = useDebouncedValue(count, COUNT_ANNOUNCE_DELAY_MS);
  return (
    <p role="status" className="sr-only">
      {settled > 0 ? assistantText.characterCountSpoken(settled) : ''}
    </p>
  );
}

const COUNT_ANNOUNCE_DELAY_MS = 800;

/** The question box and the Ask AI button. Enter sends; Shift+Enter starts a new line. */
export function QuestionForm({
  draft,
  loading,
  waitSeconds,
  inputRef,
  onChange,
  onAsk,
}: QuestionFormProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const blocked = loading || waitSeconds > 0;
  // The page rendered at build time takes no input until the app runs.
  const hydrated = useHydrated();
  const send = () => {
    if (!blocked && canAsk(draft)) onAsk(draft);
  };
  const onKeyDown = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
      event.preventDefault();
      send();
    }
  };

  return (
    <form
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        send();
      }}
    >
      <Label htmlFor={id} className="text-base">
        {assistantText.questionLabel}
      </Label>
      <div className="focus-within:border-ring border-border bg-surface mt-2 rounded-xl border shadow-xs transition-colors">
        <Textarea
          id={id}
          ref={inputRef}
          rows={3}
          value={draft}
          maxLength={QUESTION_MAX_CHARS}
          placeholder={assistantText.questionPlaceholder}
          aria-describedby={hintId}
          readOnly={loading}
          disabled={!hydrated}
          onChange={(event) => onChange(event.target.value)}
          onKeyDown={onKeyDown}
          className="resize-none border-0 bg-transparent px-4 pt-3 shadow-none focus-visible:outline-none"
        />
        <div className="flex items-center justify-between gap-3 px-3 pb-3">
          <p id={hintId} className="text-muted-foreground pl-1 text-xs">
            <span className="hidden sm:inline">
              Press Enter to send, Shift+Enter for a new line ·{' '}
            </span>
            <span aria-hidden="true">{assistantText.characterCount(draft.length)}</span>
            <span className="sr-only">{assistantText.characterLimit}</span>
          </p>
          <CharacterCountStatus count={draft.length} />
          <Button
            type="submit"
            size="md"
            disabled={!hydrated || blocked || !canAsk(draft)}
            className="min-w-28"
          >
            {loading ? (
              <Spinner size="sm" label="" className="[&_svg]:text-white" />
            ) : (
              <Send aria-hidden="true" />
            )}
            {loading ? assistantText.asking : assistantText.askButton}
          </Button>
        </div>
      </div>
    </form>
  );
}
