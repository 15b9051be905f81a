import { PRO_MONTHLY_PRICE_LABEL } from '@contracts/brand';

/** The texts of the office search page that the specification fixes, word for word. */
export const officesText = {
  searchButton: 'Search Offices',
  resultsHeading: (zip: string) => `Dental Offices in ${zip}`,
  noResults: 'No offices found in our directory',
  howItWorks: 'How Our Directory Works',
  listYourPractice: `List Your Practice - ${PRO_MONTHLY_PRICE_LABEL}`,
  /** Shown when the search itself failed (the list is then empty, as the specification says). */
  loadFailed: "We couldn't load offices right now. Please try again in a moment.",
  /** The next page of a long list. */
  showMore: (next: number) => `Show ${next} more ${next === 1 ? 'office' : 'offices'}`,
  loadMoreFailed: "We couldn't load more offices. Please try again.",
} as const;
