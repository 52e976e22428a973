import Link from 'next/link';
import { AREA_OPTIONS, MATCH_WEIGHTS } from '@/lib/match';

const WEIGHT_ROWS: { label: string; points: string }[] = [
  {
    label: 'Published score (0–10) from our ranking method',
    points: `× ${MATCH_WEIGHTS.publishedScore} (up to ${MATCH_WEIGHTS.publishedScore * 10})`,
  },
  {
    label: 'What you want help with is one of the firm’s listed specialties',
    points: `+${MATCH_WEIGHTS.helpSpecialty}`,
  },
  { label: '… or only one of its listed services', points: `+${MATCH_WEIGHTS.helpService}` },
  {
    label:
      'The firm lists a specialty relevant to your employer or pension (employer benefits, executive pay, retirement income)',
    points: `+${MATCH_WEIGHTS.employer}`,
  },
  { label: 'The firm charges the way you prefer to pay', points: `+${MATCH_WEIGHTS.payExact}` },
  { label: '… or charges a mix of fees that includes it', points: `+${MATCH_WEIGHTS.payPartial}` },
  {
    label: `The firm has an office in your area (${AREA_OPTIONS.filter((area) => area.offices.length > 0).length} areas)`,
    points: `+${MATCH_WEIGHTS.area}`,
  },
  { label: 'Your situation is one of the firm’s listed specialties', points: `+${MATCH_WEIGHTS.specialSpecialty}` },
  { label: '… or only one of its listed services', points: `+${MATCH_WEIGHTS.specialService}` },
  { label: 'Your asset range starts below the firm’s asset minimum', points: `−${MATCH_WEIGHTS.mayNotMeetMinimum}` },
];

/**
 * "How the match works": every weight of lib/match/weights.ts, read from the same constant the quiz uses,
 * so the page and the function cannot disagree.
 */
export function MatchMethod() {
  return (
    <section aria-labelledby="match-method-heading" className="prose-content">
      <h2 id="match-method-heading">How the match works</h2>
      <p>
        Each firm starts from its score in our <Link href="/methodology/">published ranking method</Link>. Your answers
        then add or take away points, using only the facts on each firm&apos;s profile (its listed specialties and
        services, offices, how it charges and its minimum). The three firms with the most points are shown, each with
        the reasons it earned them. These are all the weights there are:
      </p>
      <div role="region" aria-labelledby="match-weights-caption" tabIndex={0} className="overflow-x-auto">
        <table>
          <caption id="match-weights-caption">Match points</caption>
          <thead>
            <tr>
              <th scope="col">When</th>
              <th scope="col">Points</th>
            </tr>
          </thead>
          <tbody>
            {WEIGHT_ROWS.map((row) => (
              <tr key={row.label}>
                <td>{row.label}</td>
                <td className="whitespace-nowrap">{row.points}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <ul>
        <li>
          <strong>Minimums:</strong> a firm whose asset minimum is above your whole range is left out, and the results
          say so. A firm that sets a minimum annual fee instead is kept, with a note to ask about the fee.
        </li>
        <li>
          <strong>Ties:</strong> firms with the same points keep their published rank order.
        </li>
        <li>
          <strong>No paid placement:</strong> the match has no input for payment, so no firm can buy a better place in
          it. The points above are the whole calculation.
        </li>
        <li>
          <strong>Your privacy:</strong> the questions are answered and scored in your browser. Nothing is sent or
          stored anywhere until you choose to book; then your answers go with your booking so you do not repeat them.
        </li>
      </ul>
    </section>
  );
}
