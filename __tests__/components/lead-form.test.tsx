/** @jest-environment jsdom */
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LeadForm } from '@/components/islands/lead-form';
import { schedulerParams } from '@/lib/site/scheduler';

/**
 * Records whether the app let a submission through, then stops it (jsdom cannot navigate).
 * Registered on window, so it runs after React's own submit handler.
 */
let submissions: { prevented: boolean; data: Record<string, string> }[] = [];
function recordSubmit(event: Event) {
  const form = event.target as HTMLFormElement;
  const data = Object.fromEntries([...new FormData(form)].map(([key, value]) => [key, String(value)]));
  submissions.push({ prevented: event.defaultPrevented, data });
  event.preventDefault();
}
beforeEach(() => {
  submissions = [];
  window.addEventListener('submit', recordSubmit);
});
afterEach(() => window.removeEventListener('submit', recordSubmit));

function renderForm(props: Partial<Parameters<typeof LeadForm>[0]> = {}) {
  const user = userEvent.setup({ delay: null });
  render(
    <LeadForm
      id="lead-form"
      title="Get Matched With a Fiduciary"
      subtitle="Free and no obligation."
      campaign="tax-planning"
      {...props}
    />,
  );
  return {
    user,
    name: screen.getByRole('textbox', { name: /full name/i }),
    email: screen.getByRole('textbox', { name: /e-mail/i }),
    phone: screen.getByRole('textbox', { name: /phone/i }),
    submit: screen.getByRole('button', { name: 'Continue to Scheduling' }),
  };
}

describe('LeadForm: errors', () => {
  it('an empty submit shows inline errors tied to their fields and is not sent', async () => {
    const { user, name, email, phone, submit } = renderForm();
    await user.click(submit);

    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name).toHaveAccessibleDescription('Please enter your name.');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter your e-mail address.');
    // The optional phone stays valid when empty.
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(phone).not.toHaveAccessibleDescription();

    expect(screen.getByRole('alert')).toHaveTextContent('Please fix 2 fields before continuing.');
    expect(submissions).toEqual([expect.objectContaining({ prevented: true })]);
  });

  it('moves focus to the first invalid field', async () => {
    const { user, name, email, submit } = renderForm();
    await user.click(submit);
    expect(name).toHaveFocus();

    await user.type(name, 'Jane Doe');
    await user.click(submit);
    expect(email).toHaveFocus();
  });

  it('keeps what the visitor typed and explains what is wrong with it', async () => {
    const { user, name, email, submit } = renderForm();
    await user.type(name, 'Jane Doe');
    await user.type(email, 'jane@example');
    await user.click(submit);

    expect(name).toHaveValue('Jane Doe');
    expect(email).toHaveValue('jane@example');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('Please enter an e-mail address like name@example.com.');
    expect(screen.getByRole('alert')).toHaveTextContent('Please fix one field before continuing.');
    expect(submissions.at(-1)?.prevented).toBe(true);
  });

  it('clears an error once the field is corrected and the form is sent again', async () => {
    const { user, name, email, submit } = renderForm();
    await user.click(submit);
    await user.type(name, 'Jane Doe');
    await user.type(email, 'jane@example.com');
    await user.click(submit);
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('Please enter your name.')).not.toBeInTheDocument();
    expect(submissions.at(-1)?.prevented).toBe(false);
  });
});

describe('LeadForm: optional phone', () => {
  it.each(['12345', 'call me', '555-0100'])('rejects the phone number %j', async (value) => {
    const { user, name, email, phone, submit } = renderForm();
    await user.type(name, 'Jane Doe');
    await user.type(email, 'jane@example.com');
    await user.type(phone, value);
    await user.click(submit);
    expect(phone).toHaveAttribute('aria-invalid', 'true');
    expect(phone).toHaveAccessibleDescription('Please enter a 10-digit phone number, or leave it empty.');
    expect(phone).toHaveFocus();
    expect(submissions.at(-1)?.prevented).toBe(true);
  });

  it.each(['(513) 555-0100', '513.555.0100', '+1 513 555 0100'])('accepts the phone number %j', async (value) => {
    const { user, name, email, phone, submit } = renderForm();
    await user.type(name, 'Jane Doe');
    await user.type(email, 'jane@example.com');
    await user.type(phone, value);
    await user.click(submit);
    expect(phone).not.toHaveAttribute('aria-invalid');
    expect(submissions.at(-1)?.prevented).toBe(false);
  });
});

describe('LeadForm: hand-off to the scheduler', () => {
  it('sends valid input to /schedule-online/ by GET with the scheduler prefill names and UTM values', async () => {
    const { user, name, email, phone, submit } = renderForm({ campaign: 'strs-ohio' });
    const form = submit.closest('form');
    expect(form).toHaveAttribute('action', '/schedule-online/');
    expect(form).toHaveAttribute('method', 'get');

    await user.type(name, 'Jane Doe');
    await user.type(email, 'jane@example.com');
    await user.type(phone, '(513) 555-0100');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Investable assets' }), '$1 million – $5 million');
    await user.selectOptions(screen.getByRole('combobox', { name: 'What would you like help with?' }), 'Tax planning');
    await user.click(submit);

    expect(submissions).toHaveLength(1);
    expect(submissions[0]?.prevented).toBe(false);
    expect(submissions[0]?.data).toEqual({
      utm_source: 'website',
      utm_medium: 'lead-form',
      utm_campaign: 'strs-ohio',
      name: 'Jane Doe',
      email: 'jane@example.com',
      a1: '(513) 555-0100',
      a2: '$1 million – $5 million',
      a3: 'Tax planning',
    });
  });

  it('sends only fields the booking page passes on to the scheduler, so nothing is lost on the way', async () => {
    const { user, name, email, phone, submit } = renderForm({ campaign: 'uc-retirees' });
    await user.type(name, 'Jane Doe');
    await user.type(email, 'jane@example.com');
    await user.type(phone, '(513) 555-0100');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Investable assets' }), 'Over $5 million');
    await user.selectOptions(
      screen.getByRole('combobox', { name: 'What would you like help with?' }),
      'A second opinion',
    );
    await user.click(submit);
    const sent = submissions[0]?.data ?? {};
    expect(Object.keys(sent).length).toBeGreaterThan(0);
    expect(Object.fromEntries(schedulerParams(new URLSearchParams(sent)))).toEqual(sent);
  });

  it('names the landing page in utm_campaign', () => {
    const { submit } = renderForm({ campaign: 'kroger-retirees' });
    const form = submit.closest('form');
    const hidden = Object.fromEntries(
      [...new FormData(form as HTMLFormElement)].filter(([key]) => key.startsWith('utm_')),
    );
    expect(hidden).toEqual({ utm_source: 'website', utm_medium: 'lead-form', utm_campaign: 'kroger-retirees' });
  });

  it('shows its title and, where set, the minimum assets it is meant for', () => {
    renderForm({ minimumAssets: '$500,000' });
    expect(screen.getByRole('heading', { name: 'Get Matched With a Fiduciary' })).toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Get Matched With a Fiduciary' })).toBeInTheDocument();
    expect(screen.getByText('For households with investable assets over $500,000.')).toBeInTheDocument();
  });

  it('does not mention a minimum when none is set', () => {
    renderForm();
    expect(screen.queryByText(/investable assets over/)).not.toBeInTheDocument();
  });
});
