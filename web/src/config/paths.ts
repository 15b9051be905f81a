import type { UserType } from '@contracts/accounts/profile';

/** Every route of the app and how to link to it. Components never spell a URL themselves. */

export const authModes = ['signin', 'signup'] as const;
export type AuthMode = (typeof authModes)[number];

/** Kept as a local list so linking never pulls the API schemas into the first bundle. */
const accountTypes = ['patient', 'professional'] as const satisfies readonly UserType[];

export interface AuthSearch {
  mode?: AuthMode;
  type?: UserType;
}

const includes = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

/** Reads `/auth` query parameters, falling back to the defaults (sign in, patient). */
export function parseAuthSearch(search: URLSearchParams): Required<AuthSearch> {
  const mode = search.get('mode');
  const type = search.get('type');
  return {
    mode: includes(authModes, mode) ? mode : 'signin',
    type: includes(accountTypes, type) ? type : 'patient',
  };
}

const fixed = (path: string) => ({ path, getHref: () => path });

export const paths = {
  home: fixed('/'),
  dentalAi: fixed('/dental-ai'),
  offices: fixed('/dental-offices'),
  office: {
    path: '/dental-offices/:officeId',
    getHref: (officeId: string) => `/dental-offices/${encodeURIComponent(officeId)}`,
  },
  contact: fixed('/contact'),
  auth: {
    path: '/auth',
    getHref: ({ mode, type }: AuthSearch = {}) => {
      const search = new URLSearchParams();
      if (mode) search.set('mode', mode);
      if (type) search.set('type', type);
      const query = search.toString();
      return query ? `/auth?${query}` : '/auth';
    },
  },
  admin: fixed('/admin'),
  profile: fixed('/profile'),
  dashboard: fixed('/dashboard'),
  forgotPassword: fixed('/forgot-password'),
  privacy: fixed('/privacy'),
  terms: fixed('/terms'),
  sitemap: fixed('/sitemap'),
} as const;

/** Shortcuts for the links the navbar, footer and calls to action share. */
export const links = {
  signIn: paths.auth.getHref(),
  professionalSignIn: paths.auth.getHref({ mode: 'signin', type: 'professional' }),
  patientSignUp: paths.auth.getHref({ mode: 'signup', type: 'patient' }),
  listYourPractice: paths.auth.getHref({ mode: 'signup', type: 'professional' }),
} as const;
