import { render, screen } from '@testing-library/react';
import { Stars } from '@/components/ui/stars';

function filledStars(): number {
  const image = screen.getByRole('img');
  return image.querySelectorAll('svg[data-filled="true"]').length;
}

describe('Stars', () => {
  it.each([
    [4.9, 4],
    [4.8, 4],
    [4.6, 4],
    [4.0, 4],
    [5, 5],
  ])('rating %p fills %p of five stars (rounded down)', (rating, filled) => {
    render(<Stars rating={rating} />);
    expect(filledStars()).toBe(filled);
    expect(screen.getByRole('img').querySelectorAll('svg')).toHaveLength(5);
  });

  it('tells screen readers the exact rating', () => {
    render(<Stars rating={4.8} />);
    expect(screen.getByRole('img', { name: 'Rated 4.8 out of 5' })).toBeInTheDocument();
  });

  it('draws filled and empty stars differently', () => {
    render(<Stars rating={4.7} />);
    const stars = [...screen.getByRole('img').querySelectorAll('svg')];
    const filledClass = stars[0]?.getAttribute('class');
    const emptyClass = stars[4]?.getAttribute('class');
    expect(filledClass).not.toBe(emptyClass);
    expect(stars.slice(0, 4).every((star) => star.getAttribute('class') === filledClass)).toBe(true);
  });
});
