import { Container } from '@/components/ui/container';
import { UNCHECKED_SYMBOL } from '@/components/ui/unverified-mark';

/** The banner's headline, which the export checks look for (scripts/checks/export.ts, e2e/preview.spec.ts). */
const PREVIEW_BANNER_TITLE = 'Preview with sample data: not for public use.';

/**
 * The site-wide notice of a preview build (every build that is not a verified production build),
 * at the top of every page: server HTML, no script, scrolls away with the page. It is the one
 * page-level notice of sample data, and it explains the per-value marker once (unverified-mark.tsx).
 */
export function PreviewBanner() {
  return (
    <aside
      aria-label="Preview notice"
      data-preview-banner="true"
      className="border-b border-amber-300 bg-amber-50 text-amber-950"
    >
      <Container className="py-2 text-sm leading-snug">
        <p>
          <strong className="font-semibold">{PREVIEW_BANNER_TITLE}</strong> Values marked{' '}
          <span aria-hidden="true">{UNCHECKED_SYMBOL}</span>
          <span className="sr-only">with a dagger</span> are not yet checked against their source.
        </p>
      </Container>
    </aside>
  );
}
