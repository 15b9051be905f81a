import { Clock, Siren } from 'lucide-react';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { EMERGENCY_GUIDANCE, SUPPORT_HOURS } from '@contracts/brand';
import { contactTexts } from '../contact-content';

/** Support hours, and what to do in an emergency at any hour. */
export function SupportHours() {
  return (
    <section aria-labelledby="support-hours-heading">
      <Card>
        <CardHeader>
          <h2 id="support-hours-heading" className="flex items-center gap-2 text-lg font-semibold">
            <Clock aria-hidden="true" className="text-primary size-5" />
            Support Hours
          </h2>
        </CardHeader>
        <CardContent>
          <dl className="divide-border divide-y text-sm">
            {SUPPORT_HOURS.map(({ days, hours }) => (
              <div key={days} className="flex justify-between gap-4 py-2.5">
                <dt className="font-medium">{days}</dt>
                <dd className="text-muted-foreground">{hours}</dd>
              </div>
            ))}
          </dl>
          <div className="mt-4 flex gap-3 rounded-xl border border-red-200 bg-red-50 p-4 text-sm text-red-950">
            <Siren aria-hidden="true" className="text-destructive mt-0.5 size-5 shrink-0" />
            <div>
              <p className="font-semibold">{EMERGENCY_GUIDANCE}</p>
              <p className="mt-0.5">{contactTexts.emergency}</p>
            </div>
          </div>
        </CardContent>
      </Card>
    </section>
  );
}
