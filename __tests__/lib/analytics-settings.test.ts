import path from 'node:path';
import { loadContent } from '@/lib/content/load';
import { ContentValidationError } from '@/lib/content/report';
import { analyticsAttributes, analyticsSettings } from '@/lib/analytics/settings';

/**
 * The owner's analytics setting, end to end on the real content: off by default (the privacy policy
 * then says no analytics run), on through the settings or SITE_ANALYTICS_* (the policy then names
 * who processes the events and what they get), and a wrong value stops the build naming the variable.
 */
const contentDir = path.join(process.cwd(), 'content');
const publicDir = path.join(process.cwd(), 'public');
const load = (env: Record<string, string>) => loadContent({ contentDir, publicDir, env });

describe('analytics settings', () => {
  it('ship switched off: no settings, no page attributes, and the policy says nothing is tracked', () => {
    const content = load({});
    expect(content.site.analytics).toBeUndefined();
    expect(analyticsSettings(content.site)).toBeNull();
    expect(analyticsAttributes(analyticsSettings(content.site))).toEqual({});
    const policy = content.legal['privacy-policy'].html;
    expect(policy).toContain('runs no analytics or advertising trackers');
    expect(policy).not.toContain('Plausible');
    expect(policy).not.toContain('{{');
  });

  it("with only a domain, events go to Plausible's service, and the policy names Plausible Insights OÜ and what is sent", () => {
    const content = load({ SITE_ANALYTICS_DOMAIN: 'WWW.Example.com' });
    const settings = analyticsSettings(content.site);
    expect(settings).toEqual({
      domain: 'www.example.com',
      endpoint: 'https://plausible.io/api/event',
      origin: 'https://plausible.io',
    });
    expect(analyticsAttributes(settings)).toEqual({
      'data-analytics-domain': 'www.example.com',
      'data-analytics-endpoint': 'https://plausible.io/api/event',
    });
    const policy = content.legal['privacy-policy'].html;
    expect(policy).toContain('Plausible Insights OÜ');
    expect(policy).toContain('Call click');
    expect(policy).toMatch(
      /never receives what you type or choose, your name, e-mail address, phone number, ZIP code or answers/,
    );
    // What it does receive: addresses with campaign tags and firm filters only, another site by its domain.
    expect(policy).toContain('without their query strings except campaign tags');
    expect(policy).toContain('that website&#39;s domain');
    expect(policy).not.toContain('runs no analytics');
    expect(policy).not.toContain('{{');
  });

  it('a self-hosted endpoint is named by its host in the policy and becomes the allowed origin', () => {
    const content = load({
      SITE_ANALYTICS_DOMAIN: 'www.example.com',
      SITE_ANALYTICS_ENDPOINT: 'https://stats.example.com/api/event',
    });
    expect(analyticsSettings(content.site)?.origin).toBe('https://stats.example.com');
    expect(content.legal['privacy-policy'].html).toContain('the Plausible Analytics server at stats.example.com');
  });

  it('a URL given as the domain stops the build, blaming the variable', () => {
    let error: unknown;
    try {
      load({ SITE_ANALYTICS_DOMAIN: 'https://www.example.com/' });
    } catch (caught) {
      error = caught;
    }
    expect(error).toBeInstanceOf(ContentValidationError);
    expect((error as Error).message).toContain(
      'environment → SITE_ANALYTICS_DOMAIN → analytics.domain: must be a domain name such as www.example.com (no https://, no path)',
    );
  });
});
