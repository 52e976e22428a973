import type { Firm } from '@/lib/content';
import { checkText, formatShortDate } from '@/lib/format';
import {
  BROKERCHECK_SEARCH,
  brokerCheckFirmUrl,
  formCrsUrl,
  hasBrokerCheck,
  IAPD_SEARCH,
  iapdFirmUrl,
} from '@/lib/firms/regulatory';
import { NOT_YET_RECORDED, recordedValue } from '@/lib/firms/sourced';

/** The "Verify this firm" panel's two record lists (firm-verify-panel.tsx): its public records and its disclosures. */

const LINK = 'font-semibold text-brand underline underline-offset-2';
/**
 * A link that is a line of its own in a list (a record, a website): at least 24 px tall (WCAG 2.2,
 * 2.5.8 Target Size; only links inside a sentence are exempt): an inline-block with 2 px above and
 * below the panel's 20 px line of text-sm.
 */
export const LINE_LINK = `${LINK} inline-block py-0.5`;

/**
 * The firm's public-record links: its own IAPD page (and BrokerCheck) by CRD; without a recorded
 * CRD, the IAPD search and, for a firm that may be a broker-dealer too, the BrokerCheck search.
 */
export function RecordLinks({ firm }: { firm: Firm }) {
  const registration = recordedValue(firm.registration);
  const crd = registration?.crd ?? null;
  if (registration === undefined || crd === null) {
    const name = registration?.legalName ?? firm.name;
    return (
      <ul className="mt-1 space-y-1.5">
        <li>
          <a href={IAPD_SEARCH} className={LINE_LINK}>
            Search the SEC&apos;s Investment Adviser Public Disclosure site for “{name}”
          </a>
        </li>
        {registration === undefined || hasBrokerCheck(registration) ? (
          <li>
            <a href={BROKERCHECK_SEARCH} className={LINE_LINK}>
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
        <a href={iapdFirmUrl(crd)} className={LINE_LINK}>
          SEC Investment Adviser Public Disclosure record (CRD {crd})
        </a>
      </li>
      {hasBrokerCheck(registration) ? (
        <li>
          <a href={brokerCheckFirmUrl(crd)} className={LINE_LINK}>
            FINRA BrokerCheck report (CRD {crd})
          </a>
        </li>
      ) : null}
      <li>
        <a href={registration.brochureUrl ?? formCrsUrl(crd)} className={LINE_LINK}>
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
export function Disclosures({ firm }: { firm: Firm }) {
  const { disclosures } = firm;
  if (disclosures.origin === 'none') return <p className="font-semibold">{NOT_YET_RECORDED}</p>;
  const events = disclosures.value;
  if (disclosures.origin === 'form-adv') {
    return events.length === 0 ? (
      <p className="font-semibold">None reported in its Form ADV filed {formatShortDate(disclosures.source.date)}</p>
    ) : (
      <p className="font-semibold">
        Reported: see{' '}
        <a href={disclosures.source.url} className={LINK}>
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
        <a href={disclosures.source.url} className={LINK}>
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
                <a href={event.sourceUrl} className={LINK}>
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
