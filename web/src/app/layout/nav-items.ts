import { paths } from '@/config/paths';

export interface NavItem {
  label: string;
  to: string;
  /** Only active on an exact match (Home would otherwise match every page). */
  end?: boolean;
}

/** The main navigation, shared by the desktop bar and the mobile menu. */
export const mainNavItems: readonly NavItem[] = [
  { label: 'Home', to: paths.home.getHref(), end: true },
  { label: 'Find Offices', to: paths.offices.getHref() },
  { label: 'Contact', to: paths.contact.getHref() },
];
