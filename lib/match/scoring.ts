import type { Compensation, Minimum } from '../content/schemas';
import { ASSET_OPTIONS, AREA_OPTIONS, EMPLOYER_OPTIONS, HELP_OPTIONS, PAY_OPTIONS, SPECIAL_OPTIONS } from './options';
import type { MatchAnswers } from './options';
import { BASIS_WORDS, MATCH_WEIGHTS, PAY_FIT } from './weights';

/**
 * Scores each firm against the answers (points and the reasons, in plain words, for each) and
 * picks the best three; firms whose minimum is above the visitor's whole range are left out.
 */

/** What the match needs of a firm: plain, serialisable facts (see lib/firms/summary.ts). */
export interface MatchableFirm {
  slug: string;
  name: string;
  /** Published rank (1 = best; tied firms share it), from lib/firms/ranking.ts; null while nothing is ranked. */
  rank: number | null;
  /** "#1", or "#1 (tied)" when the position is shared; undefined while nothing is ranked. */
  rankText: string | undefined;
  /** Published weighted score out of 10, from lib/firms/ranking.ts; null while nothing is ranked. */
  score: number | null;
  specialties: readonly string[];
  services: readonly string[];
  offices: readonly string[];
  /** Null while not recorded: the match never ranks or drops a firm on it. */
  compensation: Compensation | null;
  minimum: Minimum | null;
}

interface MatchResult {
  slug: string;
  name: string;
  rank: number | null;
  /** Match points, rounded to one decimal. */
  score: number;
  /** Why it fits, in plain words, strongest first. */
  reasons: string[];
  /** What to ask or watch for (a minimum the visitor may not meet, for example). */
  cautions: string[];
}

export interface MatchOutcome {
  /** The best three (fewer when fewer firms fit), best first. */
  results: MatchResult[];
  /** Firms left out, with the reason. */
  excluded: { slug: string; name: string; reason: string }[];
}

const usd = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 });

/** The first of the firm's specialties (then services) containing one of the keywords. */
function findListed(
  firm: MatchableFirm,
  keywords: readonly string[],
): { in: 'specialty' | 'service'; item: string } | null {
  if (keywords.length === 0) return null;
  const hit = (item: string) => keywords.some((keyword) => item.toLowerCase().includes(keyword));
  const specialty = firm.specialties.find(hit);
  if (specialty) return { in: 'specialty', item: specialty };
  const service = firm.services.find(hit);
  return service ? { in: 'service', item: service } : null;
}

interface Scored extends MatchResult {
  excludedBecause?: string;
}

function scoreFirm(firm: MatchableFirm, answers: MatchAnswers): Scored {
  const w = MATCH_WEIGHTS;
  const reasons: string[] = [];
  const cautions: string[] = [];
  let points = (firm.score ?? 0) * w.publishedScore;
  let excludedBecause: string | undefined;

  const help = HELP_OPTIONS.find((option) => option.value === answers.help);
  if (help) {
    const listed = findListed(firm, help.keywords);
    if (listed?.in === 'specialty') {
      points += w.helpSpecialty;
      reasons.push(`You want ${help.need}: “${listed.item}” is one of its specialties.`);
    } else if (listed) {
      points += w.helpService;
      reasons.push(`You want ${help.need}: it offers “${listed.item}”.`);
    }
  }

  const assets = ASSET_OPTIONS.find((option) => option.value === answers.assets);
  if (assets) {
    const { minimum } = firm;
    if (minimum === null) {
      // Nothing recorded rules the firm out: it stays, and the visitor is told to ask.
      cautions.push('Its minimum is not recorded yet: ask the firm what it is.');
    } else if (minimum.kind === 'assets' && minimum.amount > assets.max) {
      excludedBecause = `Its asset minimum of ${usd.format(minimum.amount)} is above your range (${assets.label}).`;
    } else if (minimum.kind === 'assets' && minimum.amount > assets.min) {
      points -= w.mayNotMeetMinimum;
      cautions.push(
        `Its asset minimum is ${usd.format(minimum.amount)}; your range (${assets.label}) may fall short of it.`,
      );
    } else if (minimum.kind === 'assets') {
      reasons.push(`Your assets meet its ${usd.format(minimum.amount)} minimum.`);
    } else if (minimum.kind === 'annual-fee') {
      cautions.push(
        minimum.amount === null
          ? 'It sets a minimum annual fee whose amount we have not recorded: ask what it is.'
          : `It charges at least ${usd.format(minimum.amount)} a year.`,
      );
    } else {
      reasons.push('It has no minimum.');
    }
  }

  const employer = EMPLOYER_OPTIONS.find((option) => option.value === answers.employer);
  if (employer) {
    const listed = findListed(firm, employer.keywords);
    if (listed?.in === 'specialty') {
      points += w.employer;
      reasons.push(`For ${employer.need}: it lists “${listed.item}” among its specialties.`);
    }
  }

  const pay = PAY_OPTIONS.find((option) => option.value === answers.pay);
  if (pay && pay.value !== 'not-sure' && firm.compensation === null) {
    cautions.push('How it charges is not recorded yet: ask the firm.');
  } else if (pay && pay.value !== 'not-sure' && firm.compensation !== null) {
    const fit = PAY_FIT[pay.value][firm.compensation.basis];
    const charges = `It charges ${BASIS_WORDS[firm.compensation.basis]}`;
    if (fit === 'exact') {
      points += w.payExact;
      reasons.push(`${charges}, the way you prefer to pay.`);
    } else if (fit === 'partial') {
      points += w.payPartial;
      reasons.push(`${charges}, close to the way you prefer to pay.`);
    }
  }

  const area = AREA_OPTIONS.find((option) => option.value === answers.area);
  if (area) {
    const office = firm.offices.find((name) => area.offices.some((fragment) => name.toLowerCase().includes(fragment)));
    if (office) {
      points += w.area;
      reasons.push(`It has an office near you: ${office}.`);
    }
  }

  const special = SPECIAL_OPTIONS.find((option) => option.value === answers.special);
  if (special) {
    const listed = findListed(firm, special.keywords);
    if (listed?.in === 'specialty') {
      points += w.specialSpecialty;
      reasons.push(`For ${special.need}: “${listed.item}” is one of its specialties.`);
    } else if (listed) {
      points += w.specialService;
      reasons.push(`For ${special.need}: it offers “${listed.item}”.`);
    }
  }

  if (firm.rankText !== undefined && firm.score !== null)
    reasons.push(`Ranked ${firm.rankText} by our published method (score ${firm.score.toFixed(2)} of 10).`);
  return {
    slug: firm.slug,
    name: firm.name,
    rank: firm.rank,
    score: Math.round(points * 10) / 10,
    reasons,
    cautions,
    excludedBecause,
  };
}

/**
 * Scores every firm against the answers and returns the best three. Firms whose asset minimum is
 * above the visitor's whole range are excluded, with the reason. Equal points keep the published
 * rank order. An empty `results` is the "no firm fits" case, which the page answers with a call.
 */
export function matchFirms(answers: MatchAnswers, firms: readonly MatchableFirm[], count = 3): MatchOutcome {
  const scored = firms.map((firm) => scoreFirm(firm, answers));
  const excluded = scored.flatMap((firm) =>
    firm.excludedBecause ? [{ slug: firm.slug, name: firm.name, reason: firm.excludedBecause }] : [],
  );
  const results = scored
    .filter((firm) => firm.excludedBecause === undefined)
    // Equal points keep the published order, whatever the input order: by rank, then A–Z (all of
    // them A–Z while nothing is ranked).
    .sort((a, b) => b.score - a.score || (a.rank ?? 0) - (b.rank ?? 0) || a.name.localeCompare(b.name, 'en'))
    .slice(0, count)
    .map(({ slug, name, rank, score, reasons, cautions }) => ({ slug, name, rank, score, reasons, cautions }));
  return { results, excluded };
}
