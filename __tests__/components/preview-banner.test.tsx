/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { PreviewBanner } from '@/components/layout/preview-banner';
import { UNCHECKED_SYMBOL } from '@/components/ui/unverified-mark';

describe('PreviewBanner', () => {
  it('says the site is a preview with sample data and explains the per-value marker', () => {
    render(<PreviewBanner />);
    const banner = screen.getByRole('complementary', { name: 'Preview notice' });
    expect(banner).toHaveTextContent('Preview with sample data: not for public use.');
    expect(banner).toHaveTextContent(
      `Values marked ${UNCHECKED_SYMBOL}with a dagger are not yet checked against their source.`,
    );
  });
});
