import {
  BadgeDollarSign,
  Gift,
  MessageCircleHeart,
  Megaphone,
  Sparkles,
  Users,
} from 'lucide-react';
import type { UserType } from '@contracts/accounts/profile';
import { patientBenefits, professionalBenefits } from '../auth-content';

const icons = {
  patient: [Gift, BadgeDollarSign, MessageCircleHeart],
  professional: [Megaphone, Users, Sparkles],
} as const;

/** The sidebar: why an account is worth having, for the account type being shown. */
export function BenefitCards({ type }: { type: UserType }) {
  const benefits = type === 'professional' ? professionalBenefits : patientBenefits;
  return (
    <aside aria-labelledby="benefits-heading" className="space-y-4">
      <h2 id="benefits-heading" className="text-lg font-semibold">
        {type === 'professional' ? 'Why list your practice' : 'Why create an account'}
      </h2>
      <ul className="space-y-3">
        {benefits.map((benefit, index) => {
          const Icon = icons[type][index] ?? Sparkles;
          return (
            <li
              key={benefit.title}
              className="rounded-card border-border bg-surface flex gap-3 border p-4 shadow-sm"
            >
              <span className="bg-brand-50 text-brand-700 flex size-10 shrink-0 items-center justify-center rounded-full">
                <Icon aria-hidden="true" className="size-5" />
              </span>
              <div>
                <h3 className="font-semibold">{benefit.title}</h3>
                <p className="text-muted-foreground mt-0.5 text-sm">{benefit.description}</p>
              </div>
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
