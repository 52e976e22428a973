import Link from 'next/link';
import { CircleAlert } from 'lucide-react';
import { HeroEyebrow, HeroShell, HeroTitle } from '@/components/sections/page-hero';
import { Container } from '@/components/ui/container';
import type { FirmEntry } from '@/lib/content';
import { formatShortDate } from '@/lib/format';
import { BROKERCHECK_SEARCH, IAPD_SEARCH } from '@/lib/firms/regulatory';
import { firmCrumbs } from './firm-crumbs';

const LINK = 'font-semibold text-brand underline underline-offset-2';

/**
 * The page of a firm whose registration is not yet confirmed (no CRD recorded). It says so plainly,
 * and that the SEC's data did not hold it only when the Form ADV import recorded that (with the date), and shows nothing about the firm as fact: no rank, badges, rating, fees or
 * registration details, only how to look the firm up yourself and where the listed firms are.
 */
export function UnconfirmedFirmProfile({ firm }: { firm: FirmEntry }) {
  return (
    <>
      <HeroShell layout="firm" crumbs={firmCrumbs(firm.name)}>
        <HeroEyebrow spaced>Not ranked</HeroEyebrow>
        <HeroTitle layout="firm">{firm.name}</HeroTitle>
      </HeroShell>
      <Container className="max-w-3xl space-y-8 py-12">
        <section
          aria-labelledby="unconfirmed-heading"
          data-firm-status="unconfirmed"
          className="rounded-2xl border-2 border-amber-400 bg-amber-50 p-6 text-amber-950"
        >
          <h2 id="unconfirmed-heading" className="flex items-center gap-2 text-xl font-bold">
            <CircleAlert className="h-6 w-6 shrink-0" aria-hidden="true" />
            We have not yet confirmed this firm&apos;s registration
          </h2>
          <p className="mt-3">
            No CRD number is recorded for {firm.name}, so we do not rank it, label it, compare it or suggest it, and we
            show no facts about it as true.
            {firm.notInAdvData
              ? ` It is not in the SEC's adviser data of ${formatShortDate(firm.notInAdvData.date)} (${firm.notInAdvData.name}).`
              : ''}
          </p>
          {firm.statusNote ? <p className="mt-3">{firm.statusNote}</p> : null}
        </section>
        <section aria-labelledby="check-yourself" className="prose-content">
          <h2 id="check-yourself">Check it yourself</h2>
          <p>Before you hire any adviser, look the firm up in the regulators&apos; public records:</p>
          <ul>
            <li>
              <a href={IAPD_SEARCH} className={LINK}>
                Search the SEC&apos;s Investment Adviser Public Disclosure site
              </a>
            </li>
            <li>
              <a href={BROKERCHECK_SEARCH} className={LINK}>
                Search FINRA BrokerCheck
              </a>
            </li>
          </ul>
          <p>
            A firm that is not registered with the SEC or a state securities regulator is not an investment adviser you
            can verify. See the <Link href="/top-fiduciary-advisors-cincinnati/">firms we list</Link> and{' '}
            <Link href="/methodology/">how firms are listed and ordered</Link>.
          </p>
        </section>
      </Container>
    </>
  );
}
