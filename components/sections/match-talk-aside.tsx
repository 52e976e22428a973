import Link from 'next/link';
import { PaymentDisclosure } from '@/components/sections/payment-disclosure';
import { PhoneLink } from '@/components/ui/phone-link';
import type { SiteConfig } from '@/lib/content';

/** Beside the match: a call or a booking for anyone who would rather talk, and who answers. */
export function MatchTalkAside({ site, className }: { site: SiteConfig; className?: string }) {
  return (
    <aside aria-labelledby="match-talk-heading" className={className}>
      <h2 id="match-talk-heading" className="text-xl font-bold">
        Rather talk it through?
      </h2>
      <p className="text-gray-700">
        Call <PhoneLink phone={site.phone} className="text-brand" /> ({site.callHours}) or{' '}
        <Link
          href="/schedule-online/?utm_source=website&utm_medium=match&utm_campaign=match"
          className="font-semibold text-brand underline underline-offset-2"
        >
          book a free call online
        </Link>
        . You&apos;ll speak with {site.brandName}, not with a firm; we introduce you.
      </p>
      <PaymentDisclosure />
    </aside>
  );
}
