import { UnverifiedMark } from '@/components/ui/unverified-mark';
import type { Firm } from '@/lib/content';
import { checkText, formatShortDate } from '@/lib/format';
import {
  brokerCheckFirmUrl,
  formCrsUrl,
  hasBrokerCheck,
  IAPD_SEARCH,
  iapdFirmUrl,
  registrationLabel,
} from '@/lib/regulatory';
import { FactProvenance } from './fact-provenance';

const LINK = 'font-semibold text-brand underline underline-offset-2';

/** The firm's public-record links: its own IAPD page (and BrokerCheck) by CRD, or the IAPD search without one. */
function RecordLinks({ firm }: { firm: Firm }) {
  const registration = firm.registration.value;
  const { crd } = registration;
  if (crd === null) {
    return (
      <ul className="mt-1 space-y-1.5">
        <li>
          <a href={IAPD_SEARCH} className={LINK} rel="noopener">
            Search the SEC&apos;s Investment Adviser Public Disclosure site for “{registration.legalName}”
          </a>
          <span className="block text-gray-600">
            CRD not yet recorded, so we cannot link the firm&apos;s own record.
          </span>
        </li>
      </ul>
    );
  }
  return (
    <ul className="mt-1 space-y-1.5">
      <li>
        <a href={iapdFirmUrl(crd)} className={LINK} rel="noopener">
          SEC Investment Adviser Public Disclosure record (CRD {crd})
        </a>
      </li>
      {hasBrokerCheck(registration) ? (
        <li>
          <a href={brokerCheckFirmUrl(crd)} className={LINK} rel="noopener">
            FINRA BrokerCheck report (CRD {crd})
          </a>
        </li>
      ) : null}
      <li>
        <a href={registration.brochureUrl ?? formCrsUrl(crd)} className={LINK} rel="noopener">
          Form CRS / ADV Part 2A brochure
        </a>
      </li>
    </ul>
  );
}

/**
 * Disciplinary disclosures: each recorded event with its public record; "None found as of {date}"
 * only when a named person searched the records (who, when, where), otherwise "Not yet checked".
 */
function Disclosures({ firm }: { firm: Firm }) {
  const { disclosures } = firm;
  const events = disclosures.value;
  const searched = disclosures.verified && disclosures.checked && disclosures.checkedBy && disclosures.source.url;
  if (events.length === 0) {
    return searched && disclosures.checked && disclosures.source.url ? (
      <p className="font-semibold">
        None found as of {formatShortDate(disclosures.checked)} ({checkText(disclosures)}, in{' '}
        <a href={disclosures.source.url} className={LINK} rel="noopener">
          the public record
        </a>
        )
      </p>
    ) : (
      <p className="font-semibold">Not yet checked</p>
    );
  }
  return (
    <>
      <ul className="list-disc space-y-2 pl-5">
        {events.map((event) => (
          <li key={event.summary}>
            <span className="font-semibold">{event.summary}</span>
            {event.date ? ` (${formatShortDate(event.date)})` : ''}
            {event.sourceUrl ? (
              <>
                {' '}
                <a href={event.sourceUrl} className={LINK} rel="noopener">
                  Record
                </a>
              </>
            ) : null}
          </li>
        ))}
      </ul>
      {searched ? null : (
        <p className="mt-1 text-gray-700">The firm&apos;s full disclosure record is not yet checked.</p>
      )}
    </>
  );
}

/**
 * "Verify this firm": the public-record identity a reader can check for themselves: legal name,
 * registration, CRD number with links to the firm's own IAPD (and, for broker-dealers, FINRA
 * BrokerCheck) pages, Form CRS / ADV Part 2A, and its disciplinary disclosures.
 */
export function FirmVerifyPanel({ firm }: { firm: Firm }) {
  const registration = firm.registration.value;
  return (
    <section
      id="verify"
      aria-labelledby="verify-firm"
      className="rounded-2xl border border-gray-200 bg-white p-6 shadow-sm"
    >
      <h2 id="verify-firm" className="text-xl font-bold">
        Verify this firm
      </h2>
      <p className="mt-2 text-sm text-gray-600">Check these public records yourself before you hire any adviser.</p>
      <dl className="mt-4 space-y-3 text-sm">
        <div>
          <dt className="text-gray-600">Legal name</dt>
          <dd className="font-semibold">
            {registration.legalName}
            <UnverifiedMark verified={firm.registration.verified} />
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">Registration</dt>
          <dd className="font-semibold">
            {registrationLabel(registration)}
            <UnverifiedMark verified={firm.registration.verified} />
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">CRD number</dt>
          <dd data-crd={registration.crd ?? 'not-recorded'} className="font-semibold">
            {registration.crd ?? 'CRD not yet recorded'}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">Public records</dt>
          <dd>
            <RecordLinks firm={firm} />
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">Registration source</dt>
          <dd>
            <FactProvenance fact={firm.registration} />
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">Disciplinary disclosures</dt>
          <dd data-disclosures="true">
            <Disclosures firm={firm} />
            <p className="mt-1 text-gray-600">
              Source: <FactProvenance fact={firm.disclosures} />
            </p>
            {firm.disclosures.note ? <p className="mt-1 text-gray-600">{firm.disclosures.note}</p> : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}
