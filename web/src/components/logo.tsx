import clsx from 'clsx';

/** The tooth mark of the brand. Decorative: the site name always sits next to it. */
export function LogoMark({ className }: { className?: string }) {
  return (
    <svg
      viewBox="0 0 32 32"
      aria-hidden="true"
      focusable="false"
      className={clsx('shrink-0', className)}
    >
      <rect width="32" height="32" rx="9" className="fill-primary" />
      <path
        d="M11.2 7.5c-2.6 0-4.4 2-4.4 4.9 0 2.2.9 3.7 1.6 5.4.8 1.9 1 4 1.5 6 .3 1.3.9 2.2 1.8 2.2 1.1 0 1.5-1.1 1.8-2.6l.6-3c.2-1 .9-1.6 1.9-1.6s1.7.6 1.9 1.6l.6 3c.3 1.5.7 2.6 1.8 2.6.9 0 1.5-.9 1.8-2.2.5-2 .7-4.1 1.5-6 .7-1.7 1.6-3.2 1.6-5.4 0-2.9-1.8-4.9-4.4-4.9-1.9 0-3 .9-4.8.9s-2.9-.9-4.8-.9Z"
        fill="white"
      />
    </svg>
  );
}
