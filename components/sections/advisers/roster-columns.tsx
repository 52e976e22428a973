import type { ReactNode } from 'react';
import { RosterNotice } from '@/components/sections/advisers/roster-notice';
import { PaymentDisclosure } from '@/components/sections/payment-disclosure';
import { SchedulingCard } from '@/components/sections/scheduling-card';
import { Container } from '@/components/ui/container';

/**
 * The body of every roster page under its hero: the regulator-data notice across the page (in the
 * first screen on a phone, so it paints with the hero; the notice hides the fixed booking badge on a phone, where
 * the hero's button stands in for it: app/globals.css), then the page's column beside the call and
 * booking card and how the site is paid. `firm` names the adviser a page is about.
 */
export function RosterColumns({ firm, children }: { firm?: string; children: ReactNode }) {
  return (
    <>
      <Container className="pt-6 sm:pt-12">
        <RosterNotice />
      </Container>
      <Container className="grid gap-10 pt-6 pb-12 sm:pt-8 lg:grid-cols-3">
        <div className="min-w-0 space-y-8 lg:col-span-2">{children}</div>
        <div className="space-y-8">
          {firm ? (
            <SchedulingCard
              title="Questions about this adviser?"
              text="Book a free, no-obligation call with our team (not with the firm): we explain what its filing says and how to check it."
              aboutFirm={firm}
            />
          ) : (
            <SchedulingCard
              title="Questions about an adviser?"
              text="Book a free, no-obligation call with our team (not with any firm): we explain what a firm’s filing says and how to check it."
            />
          )}
          <PaymentDisclosure />
        </div>
      </Container>
    </>
  );
}
