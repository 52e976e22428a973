/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import { FirmProfileHeader } from '@/components/sections/firm/firm-profile-header';
import { getFirms } from '@/lib/content';

/** The profile's link to the firm's own website: there once the owner records one, and marked for analytics. */
describe('FirmProfileHeader: the firm’s website', () => {
  const [firm] = getFirms();
  if (!firm) throw new Error('no listed firm');

  it('links the recorded website, marked so a click counts as "Firm website click"', () => {
    render(
      <FirmProfileHeader
        firm={{ ...firm, website: 'https://www.example.com/' }}
        phone="(513) 555-0100"
        brand="Guide"
      />,
    );
    const link = screen.getByRole('link', { name: `${firm.name}’s own website` });
    expect(link).toHaveAttribute('href', 'https://www.example.com/');
    expect(link).toHaveAttribute('data-firm-website');
  });

  it('shows no website link while none is recorded (as for every firm today)', () => {
    expect(firm.website).toBeUndefined();
    render(<FirmProfileHeader firm={firm} phone="(513) 555-0100" brand="Guide" />);
    expect(screen.queryByRole('link', { name: /own website/ })).toBeNull();
  });
});
