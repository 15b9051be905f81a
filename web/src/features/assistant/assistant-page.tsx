import { lazy, Suspense, useState } from 'react';
import { MessageSquare, Mic, Sparkles } from 'lucide-react';
import { useLocation } from 'react-router';
import { Container } from '@/components/container';
import { PageSpinner } from '@/components/page-spinner';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { paths } from '@/config/paths';
import { useDocumentTitle } from '@/lib/use-document-title';
import { assistantText } from './assistant-content';
import { AssistantCta } from './components/assistant-cta';
import { TextChat } from './components/text-chat';
import { WhyChoose } from './components/why-choose';

type Tab = 'text' | 'voice';

// The voice call's code (WebRTC, the contact dialogue, the discount form) loads when the tab
// opens: the page is usable without it. It asks the server for offices and sends requests, so
// the query cache comes with it.
const VoiceChatPanel = lazy(() =>
  Promise.all([import('@/lib/query-provider'), import('./components/voice-chat-panel')]).then(
    ([{ QueryProvider }, { VoiceChatPanel: Panel }]) => ({
      default: () => (
        <QueryProvider>
          <Panel />
        </QueryProvider>
      ),
    }),
  ),
);

/** `/` and `/dental-ai`: the AI dental assistant, by text chat or voice chat. */
export function AssistantPage() {
  const { pathname } = useLocation();
  useDocumentTitle(pathname === paths.home.path ? undefined : assistantText.title);
  const [tab, setTab] = useState<Tab>('text');

  return (
    <>
      <div className="border-border from-brand-50 via-background to-accent/50 border-b bg-gradient-to-br">
        <Container className="py-10 text-center sm:py-14">
          <p className="bg-surface text-brand-800 border-brand-200 inline-flex items-center gap-2 rounded-full border px-3 py-1 text-sm font-semibold shadow-xs">
            <Sparkles aria-hidden="true" className="size-4" />
            {assistantText.heroBadge}
          </p>
          <h1 className="mx-auto mt-5 max-w-3xl text-3xl font-bold tracking-tight sm:text-5xl">
            {assistantText.heroHeading}
          </h1>
          <p className="text-muted-foreground mx-auto mt-4 max-w-2xl text-lg">
            {assistantText.heroIntro}
          </p>
        </Container>
      </div>

      <Container className="py-8 sm:py-10">
        <Tabs value={tab} onValueChange={(value) => setTab(value as Tab)}>
          <div className="flex justify-center">
            <TabsList className="shadow-xs">
              <TabsTrigger value="text" className="px-5">
                <MessageSquare aria-hidden="true" />
                {assistantText.textTab}
              </TabsTrigger>
              <TabsTrigger value="voice" className="px-5">
                <Mic aria-hidden="true" />
                {assistantText.voiceTab}
              </TabsTrigger>
            </TabsList>
          </div>
          {/* Kept mounted so a question or answer survives a look at the other tab. */}
          <TabsContent value="text" forceMount className="data-[state=inactive]:hidden">
            <TextChat />
          </TabsContent>
          <TabsContent value="voice">
            <Suspense fallback={<PageSpinner label={assistantText.voiceLoading} />}>
              <VoiceChatPanel />
            </Suspense>
          </TabsContent>
        </Tabs>

        <WhyChoose />
        <AssistantCta />
      </Container>
    </>
  );
}
