import { UnverifiedMark } from '@/components/ui/unverified-mark';
import type { Firm } from '@/lib/content';
import { formatShortDate } from '@/lib/format';
import { registrationLabel } from '@/lib/firms/regulatory';
import { isUnchecked, recordedValue } from '@/lib/firms/sourced';
import { FactProvenance } from './fact-provenance';
import { Disclosures, LINE_LINK, RecordLinks } from './firm-records';

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
      <dl className="verify-facts mt-4 space-y-3 text-sm">
        {registration ? (
          <>
            <div>
              <dt>Legal name</dt>
              <dd className="font-semibold">
                {registration.legalName}
                <UnverifiedMark verified={unchecked} />
              </dd>
            </div>
            <div>
              <dt>Registration</dt>
              <dd className="font-semibold">
                {registrationLabel(registration)}
                {registration.status ? ` (status: ${registration.status})` : ''}
                <UnverifiedMark verified={unchecked} />
              </dd>
            </div>
          </>
        ) : null}
        <div>
          <dt>CRD number</dt>
          <dd data-crd={registration?.crd ?? 'not-recorded'} className="font-semibold">
            {registration?.crd ?? 'CRD not yet recorded'}
          </dd>
        </div>
        <div>
          <dt>Public records</dt>
          <dd>
            <RecordLinks firm={firm} />
          </dd>
        </div>
        {registration ? (
          <div>
            <dt>Registration source</dt>
            <dd>
              <FactProvenance fact={firm.registration} ownLine />
            </dd>
          </div>
        ) : null}
        {mainOffice ? (
          <div>
            <dt>Main office, per Form ADV</dt>
            <dd data-main-office="true">
              <span className="font-semibold">
                {mainOffice.street}, {mainOffice.city}, {mainOffice.state}
                {mainOffice.zip ? ` ${mainOffice.zip}` : ''}
              </span>
              <span className="block text-gray-600">
                <FactProvenance fact={firm.mainOffice} ownLine />
              </span>
            </dd>
          </div>
        ) : null}
        {websites ? (
          <div>
            <dt>Websites, per Form ADV</dt>
            <dd data-filed-websites="true">
              <ul className="space-y-1">
                {websites.map((url) => (
                  <li key={url}>
                    <a href={url} className={LINE_LINK}>
                      {url.replace(/^https?:\/\//, '').replace(/\/$/, '')}
                    </a>
                  </li>
                ))}
              </ul>
              <span className="block text-gray-600">
                <FactProvenance fact={firm.websites} ownLine />
              </span>
            </dd>
          </div>
        ) : null}
        <div>
          <dt>Disciplinary disclosures</dt>
          <dd data-disclosures="true">
            <Disclosures firm={firm} />
            {firm.disclosures.origin === 'person' ? (
              <p className="mt-1 text-gray-600">
                Source: <FactProvenance fact={firm.disclosures} ownLine />
              </p>
            ) : null}
            {firm.disclosures.note ? <p className="mt-1 text-gray-600">{firm.disclosures.note}</p> : null}
          </dd>
        </div>
      </dl>
    </section>
  );
}
