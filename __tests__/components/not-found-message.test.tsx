/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { NotFoundMessage } from '@/components/islands/not-found-message';

function renderAt(pathname: string) {
  window.history.pushState({}, '', pathname);
  render(<NotFoundMessage />);
}

afterEach(() => window.history.pushState({}, '', '/'));

describe('NotFoundMessage', () => {
  it.each(['/firm/unknown-firm/', '/firm/x', '/firm/foster-motley/extra/'])(
    'under /firm/ (%s) says "Firm Not Found" with "Return to Home"',
    (pathname) => {
      renderAt(pathname);
      expect(screen.getByRole('heading', { level: 1, name: 'Firm Not Found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Home' })).toHaveAttribute('href', '/');
      expect(screen.queryByRole('link', { name: 'Return to Blog' })).not.toBeInTheDocument();
    },
  );

  it.each(['/blog/unknown-post/', '/blog/x'])(
    'under /blog/ (%s) says "Post Not Found" with "Return to Blog"',
    (pathname) => {
      renderAt(pathname);
      expect(screen.getByRole('heading', { level: 1, name: 'Post Not Found' })).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Return to Blog' })).toHaveAttribute('href', '/blog/');
    },
  );

  it.each(['/no-such-page/', '/firmware/', '/blogging/', '/'])(
    'elsewhere (%s) says "Page Not Found" with links home and to the sitemap',
    (pathname) => {
      renderAt(pathname);
      expect(screen.getByRole('heading', { level: 1, name: 'Page Not Found' })).toBeInTheDocument();
      const links = screen.getAllByRole('link');
      expect(links.map((link) => link.getAttribute('href'))).toEqual(['/', '/sitemap/']);
      expect(screen.getByRole('link', { name: /home/i })).toHaveAttribute('href', '/');
      expect(screen.getByRole('link', { name: /sitemap/i })).toHaveAttribute('href', '/sitemap/');
    },
  );

  it('has exactly one level-one heading', () => {
    renderAt('/firm/x/');
    expect(screen.getAllByRole('heading', { level: 1 })).toHaveLength(1);
  });
});
