import { BadgePercent, Globe, MapPin, Phone, X } from 'lucide-react';
import type { OfficeWithDistance } from '@contracts/offices';
import { Button, buttonStyles } from '@/components/ui/button';
import { voiceText } from '../voice-content';
import { useRecommendedOffices } from '../api/recommended-offices';

const telHref = (phone: string) => `tel:${phone.replace(/[^\d+]/g, '')}`;

/** 'Recommended Dental Offices': the nearest listed offices to the visitor's ZIP code. */
export function RecommendedOffices({
  zip,
  location,
  onBack,
  onRequestDiscount,
}: {
  zip: string;
  location: string;
  onBack: () => void;
  onRequestDiscount: (office: OfficeWithDistance) => void;
}) {
  const result = useRecommendedOffices(zip);
  const offices = result.data?.offices ?? [];
  return (
    <section
      aria-labelledby="recommended-offices-title"
      className="bg-surface absolute inset-0 z-10 flex flex-col overflow-y-auto rounded-xl p-4 sm:p-5"
    >
      <div className="flex items-start justify-between gap-3">
        <div>
          <h3 id="recommended-offices-title" className="text-lg font-semibold">
            {voiceText.overlayTitle}
          </h3>
          <p className="text-muted-foreground text-sm">{voiceText.overlayNear(location)}</p>
        </div>
        <Button variant="outline" size="sm" onClick={onBack}>
          <X aria-hidden="true" />
          {voiceText.backToChat}
        </Button>
      </div>
      {result.isPending ? (
        <p className="text-muted-foreground mt-4 text-sm">{voiceText.overlayLoading}</p>
      ) : result.isError ? (
        <p className="text-muted-foreground mt-4 text-sm">{voiceText.overlayFailed}</p>
      ) : offices.length === 0 ? (
        <p className="text-muted-foreground mt-4 text-sm">{voiceText.overlayNone}</p>
      ) : (
        <ul className="mt-4 grid gap-3">
          {offices.map((office) => (
            <li key={office.id} className="border-border rounded-lg border p-3">
              <p className="font-semibold">{office.office_name}</p>
              <p className="text-muted-foreground mt-0.5 flex items-start gap-1.5 text-sm">
                <MapPin aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
                {office.address} · {office.distance_miles.toFixed(1)} mi
              </p>
              <div className="mt-3 flex flex-wrap gap-2">
                <a
                  className={buttonStyles({ variant: 'outline', size: 'sm' })}
                  href={telHref(office.phone)}
                  aria-label={`${voiceText.call} ${office.office_name}`}
                >
                  <Phone aria-hidden="true" />
                  {voiceText.call}
                </a>
                {office.website ? (
                  <a
                    className={buttonStyles({ variant: 'outline', size: 'sm' })}
                    href={office.website}
                    target="_blank"
                    rel="noopener noreferrer"
                    aria-label={`${voiceText.website} of ${office.office_name} (opens in a new tab)`}
                  >
                    <Globe aria-hidden="true" />
                    {voiceText.website}
                  </a>
                ) : null}
                <Button
                  size="sm"
                  onClick={() => onRequestDiscount(office)}
                  aria-label={`${voiceText.requestDiscount} at ${office.office_name}`}
                >
                  <BadgePercent aria-hidden="true" />
                  {voiceText.requestDiscount}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
