import { MessageSquare } from 'lucide-react';
import { Container } from '@/components/container';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useDocumentTitle } from '@/lib/use-document-title';
import { ContactFaq } from './components/contact-faq';
import { ContactForm, type KnownSender } from './components/contact-form';
import { ContactInfoCards } from './components/contact-info-cards';
import { SupportHours } from './components/support-hours';
import { contactTexts } from './contact-content';

/** /contact: ways to reach support, the message form, FAQ and support hours. */
export function ContactPage({ sender = null }: { sender?: KnownSender | null }) {
  useDocumentTitle('Contact');
  return (
    <>
      <div className="border-border from-brand-50 border-b bg-gradient-to-b to-transparent">
        <Container className="py-10 sm:py-14">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{contactTexts.title}</h1>
          <p className="text-muted-foreground mt-3 max-w-2xl text-lg">{contactTexts.intro}</p>
        </Container>
      </div>
      <Container className="space-y-10 py-10">
        <ContactInfoCards />
        <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_22rem]">
          <Card>
            <CardHeader>
              <h2 className="flex items-center gap-2 text-xl font-semibold">
                <MessageSquare aria-hidden="true" className="text-primary size-5" />
                Send Us a Message
              </h2>
              <CardDescription>{contactTexts.formIntro}</CardDescription>
            </CardHeader>
            <CardContent>
              <ContactForm sender={sender} />
            </CardContent>
          </Card>
          <div className="space-y-8">
            <SupportHours />
            <ContactFaq />
          </div>
        </div>
      </Container>
    </>
  );
}
