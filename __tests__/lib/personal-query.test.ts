/** @jest-environment jsdom */
import { setPageQuery } from '@/components/islands/use-browser-state';
import { moveDetailsOutOfAddress, pageQuery, splitPersonalQuery, stateWith } from '@/lib/personal-query';

describe('a visitor’s details in the address', () => {
  it('splits the visitor’s details (prefill, ZIP, assets, answers) from the rest, each part as written', () => {
    expect(
      splitPersonalQuery(
        '?utm_source=website&name=Jane+Doe&email=jane%40example.com&a1=513-555-0199&a10=x&zip=45202&fee=fee-only&assets=250000',
      ),
    ).toEqual({
      address: '?utm_source=website&fee=fee-only',
      personal: 'name=Jane+Doe&email=jane%40example.com&a1=513-555-0199&a10=x&zip=45202&assets=250000',
    });
    expect(
      splitPersonalQuery('?step=3&help=tax&assets=1m-5m&employer=none&pay=percent&area=east&special=none'),
    ).toEqual({
      address: '?step=3',
      personal: 'help=tax&assets=1m-5m&employer=none&pay=percent&area=east&special=none',
    });
    expect(splitPersonalQuery('?category=Retirement&firms=a,b&amount=500000')).toEqual({
      address: '?category=Retirement&firms=a,b&amount=500000',
      personal: '',
    });
    expect(splitPersonalQuery('')).toEqual({ address: '', personal: '' });
    expect(splitPersonalQuery('?zip=45202')).toEqual({ address: '', personal: 'zip=45202' });
  });

  it('moves them into the history entry, keeping the path, the rest of the query, the fragment and the scroll position', () => {
    window.history.replaceState(
      { y: 120 },
      '',
      '/schedule-online/?name=Jane+Doe&utm_campaign=kroger&a1=513-555-0199#book',
    );
    moveDetailsOutOfAddress();
    expect(window.location.pathname + window.location.search + window.location.hash).toBe(
      '/schedule-online/?utm_campaign=kroger#book',
    );
    expect(window.history.state).toEqual({ y: 120, personal: 'name=Jane+Doe&a1=513-555-0199' });
    // What the islands read: the page as it was asked for.
    expect(new URLSearchParams(pageQuery()).get('name')).toBe('Jane Doe');
    expect(new URLSearchParams(pageQuery()).get('utm_campaign')).toBe('kroger');
  });

  it('leaves an address without details, and its history entry, as they are', () => {
    window.history.replaceState({ y: 40 }, '', '/directory/?fee=fee-only');
    moveDetailsOutOfAddress();
    expect(window.location.search).toBe('?fee=fee-only');
    expect(window.history.state).toEqual({ y: 40 });
    expect(pageQuery()).toBe('?fee=fee-only');
  });

  it('a history entry’s state keeps what was there when changed', () => {
    expect(stateWith({ y: 10 }, 'zip=45202')).toEqual({ y: 10, personal: 'zip=45202' });
    expect(stateWith(null, 'zip=45202')).toEqual({ personal: 'zip=45202' });
    expect(stateWith({ personal: 'zip=45202', y: 1 }, '')).toEqual({ personal: '', y: 1 });
  });

  it('a tool writing its state puts the visitor’s details in the history entry, beside the scroll position', () => {
    window.history.replaceState({ y: 300 }, '', '/?fee=fee-only');
    setPageQuery('?fee=fee-only&zip=45202', 'replace');
    expect(window.location.search).toBe('?fee=fee-only');
    expect(window.history.state).toEqual({ y: 300, personal: 'zip=45202' });
    expect(pageQuery()).toBe('?fee=fee-only&zip=45202');
    setPageQuery('?step=2&help=tax', 'push');
    expect(window.location.search).toBe('?step=2');
    expect(window.history.state).toEqual({ personal: 'help=tax' });
    window.history.replaceState({ y: 300 }, '', '/?fee=fee-only');
    setPageQuery('?fee=fee-only', 'replace');
    expect(pageQuery()).toBe('?fee=fee-only');
  });
});
