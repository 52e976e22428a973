/** @jest-environment jsdom */
import { init } from '@plausible-analytics/tracker';
import { start } from '@/lib/analytics/plausible';

// The tracker library itself, replaced: this is about what our configuration lets it send.
jest.mock('@plausible-analytics/tracker', () => ({ init: jest.fn(), track: jest.fn() }));

it('the tracker sends neither the page’s nor the referrer’s personal query keys (the address `u` and the referrer `r`)', () => {
  start({ domain: 'www.example.com', endpoint: 'https://plausible.io/api/event' });
  const transform = jest.mocked(init).mock.calls[0]?.[0].transformRequest;
  const origin = window.location.origin;
  const sent = transform?.({
    n: 'pageview',
    d: 'www.example.com',
    u: `${origin}/directory/?zip=45202&fee=fee-only#list`,
    r: `${origin}/schedule-online/?name=Jane+Doe&email=jane%40example.com&a1=513-555-0199&a3=Tax+planning&utm_campaign=kroger`,
  });
  expect(sent).toEqual({
    n: 'pageview',
    d: 'www.example.com',
    u: `${origin}/directory/?fee=fee-only`,
    r: `${origin}/schedule-online/?utm_campaign=kroger`,
  });
});
