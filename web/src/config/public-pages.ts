import { NOT_FOUND_FILE, PRERENDERED_PATHS, prerenderedFile } from './page-files';
import { links, paths } from './paths';

/*
 * The public pages' titles and descriptions, for the sitemap page and the build's pre-rendering:
 * apart from `paths`, so the code every page loads does not carry them.
 */

export type PageGroup = 'patients' | 'professionals' | 'accounts' | 'company';

export interface PublicPage {
  path: string;
  title: string;
  description: string;
  group: PageGroup;
  /** Listed in sitemap.xml; pages that only make sense mid-task are left out. */
  indexable: boolean;
}

/** Every page a visitor can open without signing in: the sitemap page and sitemap.xml. */
export const publicPages: readonly PublicPage[] = [
  {
    path: paths.home.path,
    title: 'Home',
    description: 'Ask our dental AI assistant a question by text or voice.',
    group: 'patients',
    indexable: true,
  },
  {
    path: paths.dentalAi.path,
    title: 'AI Assistant',
    description: 'Dental answers by text chat or a real-time voice conversation.',
    group: 'patients',
    indexable: true,
  },
  {
    path: paths.offices.path,
    title: 'Find Offices',
    description: 'Search our directory of dental offices by ZIP code.',
    group: 'patients',
    indexable: true,
  },
  {
    path: links.patientSignUp,
    title: 'Create a Patient Account',
    description: 'Sign up to unlock office coupons.',
    group: 'patients',
    indexable: false,
  },
  {
    path: links.listYourPractice,
    title: 'List Your Practice',
    description: 'Create a professional account and list your office in the directory.',
    group: 'professionals',
    indexable: false,
  },
  {
    path: links.professionalSignIn,
    title: 'Professional Sign In',
    description: 'Manage your listing and subscription from your dashboard.',
    group: 'professionals',
    indexable: false,
  },
  {
    path: paths.auth.path,
    title: 'Sign In',
    description: 'Sign in to your patient or professional account.',
    group: 'accounts',
    indexable: true,
  },
  {
    path: paths.forgotPassword.path,
    title: 'Forgot Password',
    description: 'Reset the password of your account.',
    group: 'accounts',
    indexable: false,
  },
  {
    path: paths.contact.path,
    title: 'Contact',
    description: 'Reach our support team by phone, email or the message form.',
    group: 'company',
    indexable: true,
  },
  {
    path: paths.privacy.path,
    title: 'Privacy Policy',
    description: 'What we collect, why, and how long we keep it.',
    group: 'company',
    indexable: true,
  },
  {
    path: paths.terms.path,
    title: 'Terms of Service',
    description: 'The rules for using the site and for professional listings.',
    group: 'company',
    indexable: true,
  },
  {
    path: paths.sitemap.path,
    title: 'Sitemap',
    description: 'Every public page of the site.',
    group: 'company',
    indexable: true,
  },
];

/** A page rendered to HTML at build time, and the file of the build that holds it. */
export interface PrerenderedPage {
  path: string;
  /** Where the page's HTML lives in the build: `contact/index.html` for `/contact`. */
  file: string;
  description: string;
  /** The page's canonical address; the 404 page has none. */
  canonical: boolean;
}

/** The address a build-time render of the 404 page uses: no route claims it. */
export const NOT_FOUND_RENDER_PATH = '/404';

const SITE_DESCRIPTION =
  'Ask a dental AI assistant by text or voice and find dental offices near your ZIP code.';

const descriptionOf = (path: string): string => {
  if (path === paths.home.path) return SITE_DESCRIPTION;
  const page = publicPages.find((candidate) => candidate.path === path);
  if (!page) throw new Error(`${path} is rendered at build time but is not a public page`);
  return page.description;
};

/**
 * Every public page that does not depend on who is signed in, rendered to HTML at build time,
 * plus the 404 page. The site serves each at its path (see page-files.ts).
 */
export const prerenderedPages: readonly PrerenderedPage[] = [
  ...PRERENDERED_PATHS.map((path) => ({
    path,
    file: prerenderedFile(path),
    description: descriptionOf(path),
    canonical: true,
  })),
  {
    path: NOT_FOUND_RENDER_PATH,
    file: NOT_FOUND_FILE,
    description: 'This page does not exist or has moved.',
    canonical: false,
  },
];
