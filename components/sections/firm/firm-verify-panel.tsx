import { UnverifiedMark } from '@/components/ui/unverified-mark';
import type { Firm } from '@/lib/content';
import { checkText, formatShortDate } from '@/lib/format';
import { isUnchecked, NOT_YET_RECORDED, recordedValue } from '@/lib/sourced';
import {
  BROKERCHECK_SEARCH,
  brokerCheckFirmUrl,
  formCrsUrl,
  hasBrokerCheck,
  IAPD_SEARCH,
  iapdFirmUrl,
  registrationLabel,
} from '@/lib/regulatory';
import { FactProvenance } from './fact-provenance';

const LINK = 'font-semibold text-brand underline underline-offset-2';

/**
 * The firm's public-record links: its own IAPD page (and BrokerCheck) by CRD; without a recorded
 * CRD, the IAPD search and, for a firm that may be a broker-dealer too, the BrokerCheck search.
 */
function RecordLinks({ firm }: { firm: Firm }) {
  const registration = recordedValue(firm.registration);
  const crd = registration?.crd ?? null;
  if (registration === undefined || crd === null) {
    const name = registration?.legalName ?? firm.name;
    return (
      <ul className="mt-1 space-y-1.5">
        <li>
          <a href={IAPD_SEARCH} className={LINK} rel="noopener">
            Search the SEC&apos;s Investment Adviser Public Disclosure site for “{name}”
          </a>
        </li>
        {registration === undefined || hasBrokerCheck(registration) ? (
          <li>
            <a href={BROKERCHECK_SEARCH} className={LINK} rel="noopener">
              Search FINRA BrokerCheck for “{name}”
            </a>
          </li>
        ) : null}
        <li className="text-gray-600">CRD not yet recorded, so we cannot link the firm&apos;s own record.</li>
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
 * Disciplinary disclosures: each recorded event with its public record; "None reported in its Form
 * ADV filed {date}" from the regulator's data; "None found as of {date}" only when a named person
 * searched the records (who, when, where); otherwise "Not yet recorded" / "Not yet checked".
 */
function Disclosures({ firm }: { firm: Firm }) {
  const { disclosures } = firm;
  if (disclosures.origin === 'none') return <p className="font-semibold">{NOT_YET_RECORDED}</p>;
  const events = disclosures.value;
  if (disclosures.origin === 'form-adv') {
    return events.length === 0 ? (
      <p className="font-semibold">None reported in its Form ADV filed {formatShortDate(disclosures.source.date)}</p>
    ) : (
      <p className="font-semibold">
        Reported: see{' '}
        <a href={disclosures.source.url} className={LINK} rel="noopener">
          the IAPD page
        </a>{' '}
        ({events.map((event) => event.summary).join('; ')})
      </p>
    );
  }
  const searched = disclosures.verified && disclosures.checked && disclosures.checkedBy;
  if (events.length === 0) {
    return searched && disclosures.checked ? (
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
 * BrokerCheck) pages, Form CRS / ADV Part 2A, its main office as filed and its disciplinary
 * disclosures. While the registration is not recorded, it says so and links the searches.
 */
export function FirmVerifyPanel({ firm }: { firm: Firm }) {
  const registration = recordedValue(firm.registration);
  const unchecked = !isUnchecked(firm.registration);
  const mainOffice = recordedValue(firm.mainOffice);
  const websites = recordedValue(firm.websites);
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
      {registration === undefined ? (
        <p data-registration="not-recorded" className="mt-3 text-sm font-semibold">
          We have not yet confirmed this firm&apos;s registration.
          {firm.notInAdvData
            ? ` It is not in the SEC's adviser data of ${formatShortDate(firm.notInAdvData.date)}.`
            : ''}
        </p>
      ) : null}
      <dl className="mt-4 space-y-3 text-sm">
        {registration ? (
          <>
            <div>
              <dt className="text-gray-600">Legal name</dt>
              <dd className="font-semibold">
                {registration.legalName}
                <UnverifiedMark verified={unchecked} />
              </dd>
            </div>
            <div>
              <dt className="text-gray-600">Registration</dt>
              <dd className="font-semibold">
                {registrationLabel(registration)}
                {registration.status ? ` (status: ${registration.status})` : ''}
                <UnverifiedMark verified={unchecked} />
              </dd>
            </div>
          </>
        ) : null}
        <div>
          <dt className="text-gray-600">CRD number</dt>
          <dd data-crd={registration?.crd ?? 'not-recorded'} className="font-semibold">
            {registration?.crd ?? 'CRD not yet recorded'}
          </dd>
        </div>
        <div>
          <dt className="text-gray-600">Public records</dt>
          <dd>
            <RecordLinks firm={firm} />
          </dd>
        </div>
        {registration ? (
          <div>
            <dt className="text-gray-600">Registration source</dt>
            <dd>
              <FactProvenance fact={firm.registration} />
            </dd>
          </div>
        ) : null}
        {mainOffice ? (
          <div>
            <dt className="text-gray-600">Main office, per Form ADV</dt>
            <dd data-main-office="true">
              <span className="font-semibold">
                {mainOffice.street}, {mainOffice.city}, {mainOffice.state}
                {mainOffice.zip ? ` ${mainOffice.zip}` : ''}
              </span>
              <span className="block text-gray-600">
                <FactProvenance fact={firm.mainOffice} />
              </span>
            </dd>
          </div>
        ) : null}
        {websites ? (
          <div>
            <dt className="text-gray-600">Websites, per Form ADV</dt>
            <dd data-filed-websites="true">
              <ul className="space-y-1">
                {websites.map((url) => (
                  <li key={url}>
                    <a href={url} className={LINK} rel="noopener">
                      {url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                    </a>
                  </li>
                ))}
              </ul>
              <span className="block text-gray-600">
                <FactProvenance fact={firm.websites} />
              </span>
            </dd>
          </div>
        ) : null}
        <div>
          <dt className="text-gray-600">Disciplinary disclosures</dt>
          <dd data-disclosures="true">
            <Disclosures firm={firm} />
            {firm.disclosures.origin === 'person' ? (
              <p className="mt-1 text-gray-600">
                Source: <FactProvenance fact={firm.disclosures} />
              </p>
            ) : null}
            {firm.disclosures.note ? <p className="mt-1 text-gray-600">{firm.disclosures.note}</p> : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}
