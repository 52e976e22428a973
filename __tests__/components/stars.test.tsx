/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { Stars } from '@/components/ui/stars';

/*
 * How a rating rounds to whole stars is fullStars' rule (__tests__/lib/format.test.ts); that the
 * visitor sees filled and empty stars in different colours is checked in the browser
 * (e2e/firms.spec.ts). Here: the component draws five stars, fills fullStars(rating) of them and
 * names the exact rating.
 */
describe('Stars', () => {
  it('draws five stars and fills the rating rounded down', () => {
    render(<Stars rating={4.8} />);
    const image = screen.getByRole('img');
    expect(image.querySelectorAll('path')).toHaveLength(5);
    expect(image.querySelectorAll('path[data-filled="true"]')).toHaveLength(4);
  });

  it('tells screen readers the exact rating', () => {
    render(<Stars rating={4.8} />);
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
  });
});
