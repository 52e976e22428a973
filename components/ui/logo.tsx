import { LOGO_VARIANTS, MARK, type LogoVariant } from '@/lib/site/logo';

export type { LogoVariant } from '@/lib/site/logo';

/**
 * The brand mark: a shield with a check on a rounded tile (a fiduciary's promise). Sized by
 * `className` on pages, or by `size` in pixels where no CSS applies (the Open Graph images).
 */
export function LogoMark({
  variant = 'primary',
  className = 'h-10 w-10',
  size,
}: {
  variant?: LogoVariant;
  className?: string;
  size?: number;
}) {
  const colors = LOGO_VARIANTS[variant];
  const sizing = size === undefined ? { className } : { width: size, height: size };
  return (
    <svg viewBox="0 0 48 48" {...sizing} aria-hidden="true" focusable="false">
      <rect width={MARK.tile.width} height={MARK.tile.height} rx={MARK.tile.rx} fill={colors.tile} />
      <path d={MARK.shield} fill={colors.shield} />
      <path
        d={MARK.check}
        fill="none"
        stroke={colors.check}
        strokeWidth="3.4"
        strokeLinecap="round"
        strokeLinejoin="round"
      />
      <circle cx={MARK.accent.cx} cy={MARK.accent.cy} r={MARK.accent.r} fill={colors.accent} />
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
  // The wordmark's colours come from CSS per variant (app/globals.css, .logo-<variant>; a test
  // keeps them equal to LOGO_VARIANTS), not style="", which the CSP would have to list by hash.
  return (
    <span className={`logo-${variant} flex items-center gap-2 sm:gap-2.5`}>
      <LogoMark variant={variant} className="h-9 w-9 shrink-0 sm:h-10 sm:w-10" />
      <span className="flex flex-col leading-tight">
        <span className="logo-name font-heading text-sm font-bold sm:text-lg sm:whitespace-nowrap xl:text-base 2xl:text-lg">
          {brandName}
        </span>
        <span className="logo-tagline text-[11px] font-medium sm:text-xs">{tagline}</span>
      </span>
    </span>
  );
}
