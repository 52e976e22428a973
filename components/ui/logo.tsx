export const LOGO_VARIANTS = {
  primary: { tile: '#4338ca', shield: '#ffffff', check: '#4338ca', accent: '#facc15', text: '#111827', sub: '#4338ca' },
  'dark-background': { tile: '#ffffff', shield: '#4338ca', check: '#ffffff', accent: '#facc15', text: '#ffffff', sub: '#c7d2fe' },
  monochrome: { tile: '#111827', shield: '#ffffff', check: '#111827', accent: '#ffffff', text: '#111827', sub: '#374151' },
} as const;
export type LogoVariant = keyof typeof LOGO_VARIANTS;

/** The brand mark: a shield with a check on a rounded tile (a fiduciary's promise). */
export function LogoMark({ variant = 'primary', className = 'h-10 w-10' }: { variant?: LogoVariant; className?: string }) {
  const colors = LOGO_VARIANTS[variant];
  return (
    <svg viewBox="0 0 48 48" className={className} aria-hidden="true" focusable="false">
      <rect width="48" height="48" rx="12" fill={colors.tile} />
      <path d="M24 8 37 13v10c0 8.6-5.6 14.8-13 17-7.4-2.2-13-8.4-13-17V13l13-5Z" fill={colors.shield} />
      <path d="m17.5 24 4.5 4.5 9-9" fill="none" stroke={colors.check} strokeWidth="3.4" strokeLinecap="round" strokeLinejoin="round" />
      <circle cx="37" cy="11" r="4" fill={colors.accent} />
    </svg>
  );
}

/** Mark plus wordmark, as used in the header and footer. */
export function Logo({
  brandName,
  tagline,
  variant = 'primary',
}: {
  brandName: string;
  tagline: string;
  variant?: LogoVariant;
}) {
  const colors = LOGO_VARIANTS[variant];
  return (
    <span className="flex items-center gap-2.5">
      <LogoMark variant={variant} className="h-10 w-10 shrink-0" />
      <span className="flex flex-col leading-tight">
        <span className="font-heading text-base font-bold whitespace-nowrap sm:text-lg xl:text-base 2xl:text-lg" style={{ color: colors.text }}>
          {brandName}
        </span>
        <span className="text-xs font-medium" style={{ color: colors.sub }}>
          {tagline}
        </span>
      </span>
    </span>
  );
}
