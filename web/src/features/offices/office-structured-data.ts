import type { Office } from '@contracts/offices';

/**
 * The office as schema.org `Dentist` structured data (JSON-LD), so search engines can show its
 * address, phone and links. Only what the listing really says is included.
 */
export function dentistStructuredData(office: Office, pageUrl: string): Record<string, unknown> {
  const sameAs = [office.website, office.facebook_url, office.instagram_url].filter(
    (link): link is string => Boolean(link),
  );
  return {
    '@context': 'https://schema.org',
    '@type': 'Dentist',
    '@id': pageUrl,
    url: pageUrl,
    name: office.office_name,
    telephone: office.phone,
    address: {
      '@type': 'PostalAddress',
      streetAddress: office.street || office.address,
      ...(office.city ? { addressLocality: office.city } : {}),
      ...(office.state ? { addressRegion: office.state } : {}),
      postalCode: office.zip,
      addressCountry: 'US',
    },
    geo: { '@type': 'GeoCoordinates', latitude: office.lat, longitude: office.lng },
    isAcceptingNewPatients: office.accepting_new_patients,
    ...(office.practice_description ? { description: office.practice_description } : {}),
    ...(office.languages_spoken.length ? { knowsLanguage: office.languages_spoken } : {}),
    ...(office.services ? { keywords: office.services } : {}),
    ...(sameAs.length ? { sameAs } : {}),
  };
}

/** JSON for a `<script type="application/ld+json">`: `<` is escaped so no text can end the script. */
export function structuredDataJson(data: Record<string, unknown>): string {
  return JSON.stringify(data).replace(/</g, '\\u003c');
}

/** The page's meta description: who, what and where, within what search results show. */
export function officeMetaDescription(office: Office): string {
  const place = [office.city, office.state].filter(Boolean).join(', ') || office.zip;
  const text = `${office.office_name}: ${office.specialty} in ${place}. ${
    office.practice_description || `Services: ${office.services}`
  }`.trim();
  return text.length > 160 ? `${text.slice(0, 157).trimEnd()}…` : text;
}
