import Link from 'next/link';
import { ArrowRight } from 'lucide-react';
import { FeeCalculator } from '@/components/islands/fee-calculator';
import { Island } from '@/components/islands/island';
import { getFeeCalculator } from '@/lib/content';
import { CALCULATOR_QUERY_KEYS } from '@/lib/fees/form';

const FEE_CALCULATOR_PATH = '/fee-calculator/';

/**
 * The fee calculator where a page embeds it (an article, /services, a landing page): the island,
 * whose server HTML is the worked example, then a short note on the assumptions with a link to
 * the full explanation. The calculator's own page passes explain="none" and shows the assumptions
 * in a section of their own, where the link points.
 */
export function FeeCalculatorPanel({ idPrefix, explain = 'link' }: { idPrefix: string; explain?: 'link' | 'none' }) {
  const config = getFeeCalculator();
  return (
    <div className="space-y-6">
      {/* Wakes on first touch, or at once when the address carries inputs (a shared result). */}
      <Island
        name="fee-calculator"
        component={FeeCalculator}
        wake="interaction"
        wakeWithQuery={[...CALCULATOR_QUERY_KEYS]}
        props={{ idPrefix, config }}
      />
      {explain === 'none' ? null : (
        <p className="text-sm text-gray-700">
          Growth is added first and the fee is charged on the grown balance at the end of each year; the return is an
          illustration, not a forecast.{' '}
          <Link
            href={`${FEE_CALCULATOR_PATH}#assumptions-heading`}
            className="inline-flex items-center gap-1 font-semibold text-brand hover:underline"
          >
            How the calculator works
            <ArrowRight className="h-4 w-4" aria-hidden="true" />
          </Link>
        </p>
      )}
    </div>
  );
}
