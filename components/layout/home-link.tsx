import Link from 'next/link';
import { Logo, type LogoVariant } from '@/components/ui/logo';

/**
 * The logo as the link home. Its accessible name is the wordmark the visitor sees plus
 * "home page" in visually hidden text, so speech users can say what they read (WCAG 2.5.3,
 * label in name); an aria-label in other words would replace the visible text.
 */
export function HomeLink({
  brandName,
  tagline,
  variant,
  className,
}: {
  brandName: string;
  tagline: string;
  variant?: LogoVariant;
  className: string;
}) {
  return (
    <Link href="/" className={className}>
      <Logo brandName={brandName} tagline={tagline} variant={variant} />
      <span className="sr-only">, home page</span>
    </Link>
  );
}
