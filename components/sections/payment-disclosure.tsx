import Link from 'next/link';
import { HandCoins } from 'lucide-react';
import { getSite } from '@/lib/content';
import { businessModelCopy } from '@/lib/content/business-model';

/**
 * "How we make money" where a recommendation is made: beside ranked lists, on profiles, next to
 * the lead form and on the booking page. The words follow the owner's `businessModel` setting.
 */
export function PaymentDisclosure({ className = '' }: { className?: string }) {
  const copy = businessModelCopy(getSite());
  return (
    <aside
      aria-label="How we make money"
      data-testid="payment-disclosure"
      className={`flex gap-3 rounded-xl border border-gray-200 bg-white p-4 text-sm leading-6 text-gray-700 ${className}`}
    >
      <HandCoins className="mt-0.5 h-5 w-5 shrink-0 text-brand" aria-hidden="true" />
      <p>
        <strong className="font-semibold text-ink">{copy.headline}.</strong> {copy.summary}{' '}
        <Link
          href="/how-we-make-money/"
          className="font-semibold text-brand underline underline-offset-2 hover:text-brand-dark"
        >
          How we make money
        </Link>
      </p>
    </aside>
  );
}
