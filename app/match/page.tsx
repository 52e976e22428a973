import { Island } from '@/components/islands/island';
import { MatchQuiz } from '@/components/islands/match-quiz';
import { MatchMethod } from '@/components/sections/match-method';
import { MatchTalkAside } from '@/components/sections/match-talk-aside';
import { PageHero } from '@/components/sections/page-hero';
import { ToolIntroLinks } from '@/components/sections/tool-links';
import { JsonLd } from '@/components/seo/json-ld';
import { Container } from '@/components/ui/container';
import { getFirms, getSite } from '@/lib/content';
import { matchSummary } from '@/lib/firms/summary';
import { telHref } from '@/lib/format';
import { staticPageJsonLd } from '@/lib/seo/json-ld';
import { staticPageMetadata } from '@/lib/seo/metadata';

export const metadata = staticPageMetadata('/match/');

/** /match/: the six-question match, its published weights, and a call or booking for anyone who prefers to talk. */
export default function MatchPage() {
  const site = getSite();
  return (
    <>
      <JsonLd data={staticPageJsonLd('/match/')} />
      <PageHero
        eyebrow="Match in two minutes"
        title="Which Cincinnati fiduciary firms fit you?"
        intro="Six short questions, then the three firms that fit best and the reasons, worked out from each firm's published facts. Your answers stay in your browser: nothing is sent or stored until you choose to book."
      />
      <Container className="grid gap-10 py-10 lg:grid-cols-12">
        <div className="lg:col-span-8">
          <div className="rounded-2xl border border-gray-200 bg-gray-50 p-5 sm:p-6">
            {/* Wakes as it comes into view (the first screen): the server HTML is the one-form version of the six questions. */}
            <Island
              name="match-quiz"
              component={MatchQuiz}
              wake="visible"
              props={{
                firms: getFirms().map(matchSummary),
                contact: { brand: site.brandName, phone: site.phone, phoneHref: telHref(site.phone) },
                idPrefix: 'match',
              }}
            />
          </div>
        </div>
        <MatchTalkAside site={site} className="space-y-3 lg:col-span-4" />
        <div className="lg:col-span-8">
          <MatchMethod />
          <ToolIntroLinks current="match" />
        </div>
      </Container>
    </>
  );
}
