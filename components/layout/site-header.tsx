import Link from 'next/link';
import { Phone } from 'lucide-react';
import { Container } from '@/components/ui/container';
import { getSite } from '@/lib/content';
import { telHref } from '@/lib/format';
import { getHeaderNavigation } from '@/lib/site/navigation';
import { HeaderNav } from './header-nav';
import { HomeLink } from './home-link';

/** The site header: server HTML only; the menus are native popovers (header-nav.tsx, nav-menu.tsx). */
export function SiteHeader() {
  const site = getSite();
  const { mainLinks, menus } = getHeaderNavigation();
  return (
    <header className="sticky top-0 z-40 border-b border-gray-200 bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
      <Container className="relative flex h-18 items-center justify-between gap-2 sm:gap-4">
        <HomeLink brandName={site.brandName} tagline={site.tagline} className="min-w-0 rounded-lg sm:shrink-0" />
        <HeaderNav
          mainLinks={mainLinks}
          menus={menus}
          phone={site.phone}
          phoneHref={telHref(site.phone)}
          scheduleHref="/schedule-online/"
        />
        <div className="hidden items-center gap-3 xl:flex">
          {/* From 1280 px the number itself would push "Schedule Online" out of the window: "Call" until 1536 px. */}
          <a
            href={telHref(site.phone)}
            aria-label={`Call ${site.phone}`}
            className="inline-flex items-center gap-1.5 text-sm font-semibold whitespace-nowrap text-brand hover:underline"
          >
            <Phone className="h-4 w-4" aria-hidden="true" />
            <span className="2xl:hidden">Call</span>
            <span className="hidden 2xl:inline">{site.phone}</span>
          </a>
          <Link
            href="/schedule-online/"
            className="inline-flex min-h-11 items-center rounded-lg bg-brand px-4 text-sm font-semibold whitespace-nowrap text-white shadow-sm hover:bg-brand-dark"
          >
            Schedule Online
          </Link>
        </div>
      </Container>
    </header>
  );
}
