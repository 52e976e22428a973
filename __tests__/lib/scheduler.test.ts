import { isSchedulerMessage, schedulerOptions, schedulerParams, schedulerUrlWith } from '@/lib/site/scheduler';

describe('schedulerParams', () => {
  it('keeps only the prefill and UTM parameters of a page URL', () => {
    const params = schedulerParams(
      '?name=Jane+Doe&email=jane%40example.com&a1=513-555-0100&a2=%241+million&utm_source=website&utm_medium=lead-form&utm_campaign=tax-planning&utm_term=fees&utm_content=side&gclid=abc&fbclid=def&ref=home&page=2',
    );
    expect(Object.fromEntries(params)).toEqual({
      name: 'Jane Doe',
      email: 'jane@example.com',
      a1: '513-555-0100',
      a2: '$1 million',
      utm_source: 'website',
      utm_medium: 'lead-form',
      utm_campaign: 'tax-planning',
      utm_term: 'fees',
      utm_content: 'side',
    });
  });

  it('accepts every prefill key the scheduler knows', () => {
    const all = ['name', 'email', 'first_name', 'last_name', ...Array.from({ length: 10 }, (_, i) => `a${i + 1}`)];
    const params = schedulerParams(new URLSearchParams(all.map((key) => [key, `v-${key}`])));
    expect([...params.keys()]).toEqual(all);
    expect(schedulerParams('?a11=x&Name=y&EMAIL=z').toString()).toBe('');
  });

  it('drops empty values, keeps the first of repeated keys and caps very long values', () => {
    const params = schedulerParams(`?name=&email=%20&a1=first&a1=second&a3=${'x'.repeat(800)}`);
    expect(params.has('name')).toBe(false);
    expect(params.has('email')).toBe(false);
    expect(params.getAll('a1')).toEqual(['first']);
    expect(params.get('a3')).toHaveLength(500);
  });

  it('returns nothing for a page without a query string', () => {
    expect(schedulerParams('').toString()).toBe('');
  });
});

describe('schedulerUrlWith', () => {
  it('appends the parameters and keeps the path of the booking page', () => {
    const url = new URL(
      schedulerUrlWith(
        'https://calendly.com/example-fiduciary-guide/consultation',
        new URLSearchParams({ name: 'Jane Doe', utm_campaign: 'strs-ohio' }),
      ),
    );
    expect(url.origin).toBe('https://calendly.com');
    expect(url.pathname).toBe('/example-fiduciary-guide/consultation');
    expect(url.searchParams.get('name')).toBe('Jane Doe');
    expect(url.searchParams.get('utm_campaign')).toBe('strs-ohio');
  });

  it('keeps the booking page’s own query parameters, replacing only the ones it passes', () => {
    const url = new URL(
      schedulerUrlWith(
        'https://calendly.com/acme/intro-call?hide_gdpr_banner=1&utm_source=old',
        new URLSearchParams({ utm_source: 'website' }),
      ),
    );
    expect(url.pathname).toBe('/acme/intro-call');
    expect(url.searchParams.get('hide_gdpr_banner')).toBe('1');
    expect(url.searchParams.getAll('utm_source')).toEqual(['website']);
  });

  it('returns the booking page unchanged when there is nothing to pass', () => {
    expect(schedulerUrlWith('https://calendly.com/acme/intro-call', new URLSearchParams())).toBe(
      'https://calendly.com/acme/intro-call',
    );
  });
});

describe('schedulerOptions (the embedded scheduler)', () => {
  it('pre-fills the lead form’s answers and tags the booking with its UTM values', () => {
    const options = schedulerOptions(
      new URLSearchParams(
        'utm_source=website&utm_medium=lead-form&utm_campaign=pg-retirees&name=Jane+Doe&email=jane%40example.com&a1=%28513%29+555-0100&a2=Over+%245+million&a3=&ref=x',
      ),
    );
    expect(options).toEqual({
      prefill: {
        name: 'Jane Doe',
        email: 'jane@example.com',
        customAnswers: { a1: '(513) 555-0100', a2: 'Over $5 million' },
      },
      utm: { utmSource: 'website', utmMedium: 'lead-form', utmCampaign: 'pg-retirees' },
    });
  });

  it('passes nothing when the page URL carries nothing', () => {
    expect(schedulerOptions(new URLSearchParams('ref=home'))).toEqual({ prefill: {}, utm: {} });
  });
});

describe('isSchedulerMessage', () => {
  it('recognises only the scheduler frame’s own messages as a sign that it loaded', () => {
    expect(isSchedulerMessage({ event: 'calendly.event_type_viewed' })).toBe(true);
    expect(isSchedulerMessage({ event: 'calendly.profile_page_viewed', payload: {} })).toBe(true);
    for (const other of [
      null,
      undefined,
      'calendly.event_type_viewed',
      { event: 'other.event' },
      { event: 42 },
      { type: 'calendly.x' },
    ]) {
      expect(isSchedulerMessage(other)).toBe(false);
    }
  });
});
