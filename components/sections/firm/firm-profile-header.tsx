import Link from 'next/link';
import { CalendarCheck, ExternalLink, MapPin } from 'lucide-react';
import { HeroEyebrow, HeroShell, HeroTitle } from '@/components/sections/page-hero';
import { ButtonLink } from '@/components/ui/button-link';
import { CompareLink } from '@/components/ui/compare-link';
import { FirmBadges } from '@/components/ui/firm-badges';
import { CallButton } from '@/components/ui/phone-link';
import { Stars } from '@/components/ui/stars';
import { UnverifiedMark } from '@/components/ui/unverified-mark';
import { WhoAnswers } from '@/components/ui/who-answers';
import type { Firm } from '@/lib/content';
import { fiduciaryExplanation, fiduciaryLabel, fiduciaryScope, ownershipLabel } from '@/lib/firms/labels';
import type { Sourced } from '@/lib/content/schemas';
import { compensationText, formatAum, formatEmployees, formatMinimum, ratingSummary } from '@/lib/format';
import { factText, isRecorded, isUnchecked, recordedValue } from '@/lib/firms/sourced';
import { NO_RATING_RECORDED } from '@/components/ui/rating-line';
import { rankLabel } from '@/lib/firms/ranking';
import {
  PLAIN_PROFILE_IDS,
  PROFILE_FIELDS,
  plainText,
  type PlainProfileId,
  type ProfileFieldId,
} from '@/lib/adv/field-lists';
import { FactProvenance } from './fact-provenance';
import { firmCrumbs } from './firm-crumbs';

const NOTHING_RECORDED: Sourced<unknown> = { origin: 'none', value: null, reason: 'not-yet-recorded' };

type ProfileFact = { label: string; fact: Sourced<unknown>; value: string; order: number };

type FormAdvFact = Pick<ProfileFact, 'fact' | 'value'>;

/** The bespoke Form ADV facts of the profile (lib/adv/fields.ts: label and place), each in the site's wording. */
const FROM_FORM_ADV: Record<Exclude<ProfileFieldId, PlainProfileId>, (firm: Firm) => FormAdvFact> = {
  employees: (firm) => ({ fact: firm.employees, value: factText(firm.employees, formatEmployees) }),
  aum: (firm) => ({ fact: firm.aum, value: factText(firm.aum, formatAum) }),
  compensation: (firm) => ({ fact: firm.compensation, value: factText(firm.compensation, compensationText) }),
};

const plainIds: readonly string[] = PLAIN_PROFILE_IDS;
const isPlain = (id: ProfileFieldId): id is PlainProfileId => plainIds.includes(id);

/** A plain field's fact by the table's wording ("Not yet recorded" while the firm's file has none). */
const plainFact = (id: PlainProfileId, fact: Sourced<number | boolean>): FormAdvFact => ({
  fact,
  value: factText(fact, (value) => plainText(id, value)),
});

/** A Form ADV fact of the profile: a plain field's by the table, the others by their own wording. */
const formAdvFact = (firm: Firm, id: ProfileFieldId): FormAdvFact =>
  isPlain(id) ? plainFact(id, firm[id]) : FROM_FORM_ADV[id](firm);

/** The profile's key facts: Form ADV's by the table, and those a person records at their places among them. */
function profileFacts(firm: Firm): ProfileFact[] {
  const recorded: ProfileFact[] = [
    {
      label: recordedValue(firm.minimum)?.kind === 'annual-fee' ? 'Minimum annual fee' : 'Minimum',
      fact: firm.minimum,
      value: factText(firm.minimum, formatMinimum),
      order: 3,
    },
    // The scope is derived from registration and fees; its line shows the registration's source.
    {
      label: 'Fiduciary duty',
      fact: fiduciaryScope(firm) === null ? NOTHING_RECORDED : firm.registration,
      value: fiduciaryLabel(firm),
      order: 5,
    },
    { label: 'Ownership', fact: firm.ownership, value: factText(firm.ownership, ownershipLabel), order: 6 },
  ];
  const adv = PROFILE_FIELDS.map(({ id, label, order }) => ({ label, order, ...formAdvFact(firm, id) }));
  return [...adv, ...recorded].sort((a, b) => a.order - b.order);
}

/** Header of a listed firm's profile: rank with its method, name, address, rating, key facts, actions. */
export function FirmProfileHeader({ firm, phone, brand }: { firm: Firm; phone: string; brand: string }) {
  const facts = profileFacts(firm);
  const rank = rankLabel(firm);
  return (
    <HeroShell layout="firm" crumbs={firmCrumbs(firm.name)}>
      <div className="mt-6 flex flex-col gap-8 lg:flex-row lg:items-end lg:justify-between">
        <div>
          {rank === undefined ? (
            <HeroEyebrow data-rank="none">
              Listed firm · not yet ranked ·{' '}
              <Link href="/methodology/" className="underline underline-offset-2 hover:text-white">
                why
              </Link>
            </HeroEyebrow>
          ) : (
            <HeroEyebrow data-rank={firm.rank}>
              Ranked {rank} in Greater Cincinnati ·{' '}
              <Link href="/methodology/" className="underline underline-offset-2 hover:text-white">
                how we rank
              </Link>
            </HeroEyebrow>
          )}
          <HeroTitle layout="firm">{firm.name}</HeroTitle>
          <p className="mt-3 flex items-start gap-2 text-indigo-100">
            <MapPin className="mt-1 h-4 w-4 shrink-0 text-gold" aria-hidden="true" />
            {firm.address}
          </p>
          <FirmBadges firm={firm} className="mt-3" />
          {firm.rating.origin === 'none' ? (
            <p data-rating="none" className="mt-3 text-sm text-indigo-100">
              {NO_RATING_RECORDED}
            </p>
          ) : (
            <div className="mt-3 flex flex-wrap items-center gap-x-3 gap-y-1">
              <span className="rounded-lg bg-white px-2 py-1">
                <Stars rating={firm.rating.value.stars} className="h-5" />
              </span>
              <span className="text-lg font-semibold">
                {ratingSummary(firm.rating.value.stars, firm.rating.value.reviews)}
                <UnverifiedMark verified={!isUnchecked(firm.rating)} tone="dark" />
              </span>
              <span className="text-sm text-indigo-100">
                Source: <FactProvenance fact={firm.rating} />
              </span>
            </div>
          )}
        </div>
        <div className="flex max-w-sm flex-col gap-3">
          <div className="flex flex-col gap-3 sm:flex-row">
            <ButtonLink href="/schedule-online/" variant="gold" size="lg">
              <CalendarCheck className="h-5 w-5" aria-hidden="true" />
              Ask us about {firm.name}
            </ButtonLink>
            <CallButton phone={phone} variant="outlineLight" size="lg" aria-label={`Call ${phone}, ${brand}`} />
          </div>
          <WhoAnswers brand={brand} firm={firm.name} className="text-sm text-indigo-100" />
          <CompareLink slug={firm.slug} name={firm.name} tone="dark" className="self-start" />
          {firm.website ? (
            <a
              href={firm.website}
              data-firm-website=""
              className="inline-flex min-h-11 items-center gap-2 self-start text-sm font-semibold text-white underline underline-offset-2 hover:text-gold"
            >
              <ExternalLink className="h-4 w-4" aria-hidden="true" />
              {firm.name}’s own website
            </a>
          ) : null}
        </div>
      </div>
      {/* Each fact's look is `.firm-facts` in app/globals.css, once rather than on each of its elements. */}
      <dl className="firm-facts mt-10 grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
        {facts.map(({ label, fact, value }) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>
              {value}
              {isRecorded(fact) ? <UnverifiedMark verified={!isUnchecked(fact)} tone="dark" /> : null}
            </dd>
            <dd>
              <FactProvenance fact={fact} />
            </dd>
            {fact.note ? <dd>{fact.note}</dd> : null}
          </div>
        ))}
      </dl>
      <p data-fiduciary-scope="true" className="mt-4 max-w-3xl text-sm text-indigo-100">
        {fiduciaryExplanation(firm)}
      </p>
      <p data-fact-origins="true" className="mt-2 max-w-3xl text-sm text-indigo-100">
        Facts marked “From its Form ADV” are copied from the firm&apos;s filing as the SEC publishes it and refreshed
        every month; the others show the page they were read on and whether a named person has checked them. “Not yet
        recorded” means nobody has recorded that fact yet.{' '}
        <Link href="/methodology/" className="underline underline-offset-2 hover:text-white">
          How facts are recorded
        </Link>
      </p>
    </HeroShell>
  );
}
