import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import { SiteFooter } from '@/components/layout/site-footer';
import { SiteHeader } from '@/components/layout/site-header';
import { EnhanceOnLoad } from '@/components/enhance/enhance-on-load';
import { NotOnPath } from '@/components/layout/not-on-path';
import { SchedulingBadge } from '@/components/layout/scheduling-badge';
import { SchedulerFallback } from '@/components/sections/scheduler-section';
import { JsonLd } from '@/components/seo/json-ld';
import { BRAND } from '@/lib/site/brand';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { getSite, isPreview } from '@/lib/content';
import { analyticsAttributes, analyticsSettings } from '@/lib/analytics/settings';
import { organizationJsonLd, websiteJsonLd } from '@/lib/seo/json-ld';
import { inter, poppins, poppinsSemibold } from './fonts';
import './globals.css';

export function generateMetadata(): Metadata {
  const site = getSite();
  return {
    metadataBase: new URL(site.siteUrl),
    title: { template: `%s | ${site.brandName}`, default: site.brandName },
    applicationName: site.brandName,
    formatDetection: { telephone: false },
  };
}

export const viewport: Viewport = { themeColor: BRAND.primary, width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  const site = getSite();
  return (
    <html
      lang="en-US"
      className={`${poppins.variable} ${poppinsSemibold.variable} ${inter.variable}`}
      {...analyticsAttributes(analyticsSettings(site))}
    >
      <body className="flex min-h-dvh flex-col">
        <JsonLd data={[organizationJsonLd(site), websiteJsonLd(site)]} />
        <a
          href="#main"
          className="sr-only z-50 rounded-lg bg-brand px-4 py-3 font-semibold text-white focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
        >
          Skip to main content
        </a>
        {/* Every page's noindex in a preview comes from pageMetadata (the 404 page is noindex anyway). */}
        {isPreview() ? <PreviewBanner /> : null}
        <SiteHeader />
        <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
          {children}
        </main>
        <SiteFooter />
        {/* The booking page embeds the scheduler already; a badge there would only repeat it. */}
        <NotOnPath prefix="/schedule-online">
          <SchedulingBadge
            schedulerUrl={site.schedulerUrl}
            fallback={
              <SchedulerFallback schedulerUrl={site.schedulerUrl} phone={site.phone} callHours={site.callHours} />
            }
          />
        </NotOnPath>
        {/* For `next dev`, where Next's runtime runs the page; the export's islands loader calls enhance() itself. */}
        <EnhanceOnLoad />
      </body>
    </html>
  );
}
