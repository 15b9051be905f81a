import { describe, expect, it } from 'vitest';
import {
  detectLocation,
  hasLeadKeyword,
  initialLead,
  LEAD_KEYWORDS,
  leadLocation,
  leadPrompts,
  leadTurn,
  mentionsOffices,
  type LeadState,
} from './lead-capture';

describe('lead keywords', () => {
  it.each(LEAD_KEYWORDS)('"%s" starts the dialogue', (keyword) => {
    expect(hasLeadKeyword(`Hi, ${keyword.toUpperCase()} please`)).toBe(true);
  });

  it('ignores questions without one', () => {
    expect(hasLeadKeyword('Why are my teeth sensitive to cold?')).toBe(false);
    expect(hasLeadKeyword('My gums bleed when I floss')).toBe(false);
  });
});

describe('location detection', () => {
  it('finds a 5-digit ZIP code', () => {
    expect(detectLocation('I live in 94110, near the park')).toEqual({
      text: '94110',
      zip: '94110',
    });
    expect(detectLocation('zip 10001-1234')).toEqual({ text: '10001', zip: '10001' });
  });

  it("finds 'City, ST'", () => {
    expect(detectLocation('I am in Austin, TX')).toEqual({ text: 'Austin, TX', zip: null });
    expect(detectLocation('near San Francisco, CA please')).toEqual({
      text: 'San Francisco, CA',
      zip: null,
    });
  });

  it('finds nothing in other messages', () => {
    expect(detectLocation('call me at 555 1234')).toBeNull();
    expect(detectLocation('how often should I floss')).toBeNull();
  });
});

describe('the contact dialogue', () => {
  const run = (messages: string[], start: LeadState = initialLead) => {
    let lead = start;
    const said: Array<string | null> = [];
    let completed = null;
    for (const message of messages) {
      const turn = leadTurn(lead, message);
      lead = turn.lead;
      said.push(turn.say);
      completed = turn.completed ?? completed;
    }
    return { lead, said, completed };
  };

  it('does nothing for ordinary questions', () => {
    expect(run(['Is whitening safe?']).said).toEqual([null]);
  });

  it('asks for first name, last name, phone, address and ZIP code in order, storing each reply', () => {
    const { said, completed, lead } = run([
      'Can I get a discount?',
      ' Jane ',
      'Doe',
      '(555) 123-4567',
      '12 Main Street',
      'It is 10001',
    ]);
    expect(said).toEqual([
      leadPrompts.start,
      leadPrompts.lastName,
      leadPrompts.phone,
      leadPrompts.address,
      leadPrompts.zipCode,
      leadPrompts.complete('Jane'),
    ]);
    expect(completed).toEqual({
      firstName: 'Jane',
      lastName: 'Doe',
      phone: '(555) 123-4567',
      address: '12 Main Street',
      zipCode: '10001',
      concern: 'Can I get a discount?',
    });
    expect(lead.status).toBe('complete');
    expect(leadLocation(completed!)).toEqual({ text: '12 Main Street, 10001', zip: '10001' });
  });

  it('asks again until the ZIP code has 5 digits', () => {
    const { said, completed } = run(['find dentist', 'A', 'B', '1', 'Street', 'soon', '02139']);
    expect(said.slice(-2)).toEqual([leadPrompts.zipAgain, leadPrompts.complete('A')]);
    expect(completed?.zipCode).toBe('02139');
  });

  it('does not start again once it has started or finished', () => {
    const midway = run(['coupon?', 'Ann']).lead;
    const turn = leadTurn(midway, 'special offer');
    expect(turn.say).toBe(leadPrompts.phone);
    const done = run(['deal', 'A', 'B', '1', 'S', '10001']).lead;
    expect(leadTurn(done, 'discount').say).toBeNull();
  });
});

describe('office mentions', () => {
  it('spots replies about offices', () => {
    expect(mentionsOffices('Here are some nearby clinics')).toBe(true);
    expect(mentionsOffices('I recommend seeing someone')).toBe(true);
    expect(mentionsOffices('Visit a Dental Office soon')).toBe(true);
    expect(mentionsOffices('Brush twice a day.')).toBe(false);
  });
});
