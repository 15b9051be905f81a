/** How the directory shows numbers, phones, dates and outside links. */

/** 'N offices found', singular for one. */
export function officesFoundLabel(count: number): string {
  return `${count} ${count === 1 ? 'office' : 'offices'} found`;
}

export interface WebSearchLink {
  label: string;
  href: string;
}

/** Where to look when our directory has nobody near the ZIP: a search engine and a review site. */
export function webSearchLinks(zip: string): WebSearchLink[] {
  const place = encodeURIComponent(zip);
  return [
    {
      label: `Search Google for dentists near ${zip}`,
      href: `https://www.google.com/search?q=dentists+near+${place}`,
    },
    {
      label: `Find dentists near ${zip} on Yelp`,
      href: `https://www.yelp.com/search?find_desc=Dentists&find_loc=${place}`,
    },
  ];
}
