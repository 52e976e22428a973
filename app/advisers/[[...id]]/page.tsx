import type { Metadata } from 'next';
import { notFound } from 'next/navigation';
import { AdviserPage, adviserMetadata, rosterFirm } from '@/components/sections/advisers/adviser-page';
import { AdvisersPage } from '@/components/sections/advisers/advisers-page';
import { getRoster } from '@/lib/content';
import { adviserId } from '@/lib/site/paths';
import { staticPageMetadata } from '@/lib/seo/metadata';

/**
 * /advisers/ (the region's roster, A–Z) and /advisers/{crd}-{name}/ (one adviser) in one route: the
 * list always exists, so the export builds before the first import too, when there is no adviser.
 */
export const dynamicParams = false;

export function generateStaticParams() {
  const firms = getRoster()?.firms ?? [];
  return [{ id: [] }, ...firms.map((firm) => ({ id: [adviserId(firm.crd, firm.businessName)] }))];
}

type Props = { params: Promise<{ id?: string[] }> };

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  const [id] = (await params).id ?? [];
  // Noindexed while empty: an empty list is no page for a search engine.
  if (id === undefined) return staticPageMetadata('/advisers/', { noindex: (getRoster()?.firms.length ?? 0) === 0 });
  const firm = rosterFirm(id);
  return firm ? adviserMetadata(firm) : {};
}

export default async function AdvisersRoute({ params }: Props) {
  const [id, ...rest] = (await params).id ?? [];
  if (id === undefined) return <AdvisersPage />;
  const firm = rest.length === 0 ? rosterFirm(id) : undefined;
  if (!firm) notFound();
  return <AdviserPage firm={firm} />;
}
