import Link from 'next/link';
import type { ReactNode } from 'react';

const VARIANTS = {
  primary: 'bg-brand text-white shadow-sm hover:bg-brand-dark',
  secondary: 'border border-brand bg-white text-brand hover:bg-brand-soft',
  light: 'bg-white text-brand-darker shadow-sm hover:bg-brand-soft',
  outlineLight: 'on-dark border border-white/70 text-white hover:bg-white/10',
  gold: 'on-dark bg-gold text-ink shadow-sm hover:bg-yellow-300',
} as const;

const SIZES = {
  md: 'px-5 py-2.5 text-sm',
  lg: 'px-6 py-3.5 text-base',
} as const;

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: keyof typeof VARIANTS;
  size?: keyof typeof SIZES;
  className?: string;
  /** For `tel:` and other non-page links; page links use next/link. */
  external?: boolean;
  'aria-label'?: string;
}

const BASE =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-lg font-semibold transition-colors focus-visible:outline-offset-2';

export function ButtonLink({
  href,
  children,
  variant = 'primary',
  size = 'md',
  className = '',
  external,
  ...rest
}: ButtonLinkProps) {
  const classes = `${BASE} ${VARIANTS[variant]} ${SIZES[size]} ${className}`;
  if (external || !href.startsWith('/')) {
    return (
      <a href={href} className={classes} aria-label={rest['aria-label']}>
        {children}
      </a>
    );
  }
  return (
    <Link href={href} className={classes} aria-label={rest['aria-label']}>
      {children}
    </Link>
  );
}
