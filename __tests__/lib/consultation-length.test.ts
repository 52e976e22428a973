/** @jest-environment jsdom */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { render, screen } from '@testing-library/react';
import { createElement } from 'react';
import { ScheduleSection, scheduleText } from '@/components/sections/landing/schedule-section';
import { getLandingPage } from '@/lib/content';
import { IssueCollector } from '@/lib/content/report';
import { parseSiteConfig } from '@/lib/content/site-config-env';

/** The consultation's length is an owner setting (the spec's 30 minutes), shown where the spec mentions it. */
const siteJson = JSON.parse(readFileSync(path.join(process.cwd(), 'content/site.json'), 'utf8')) as Record<
  string,
  unknown
>;

function parse(raw: Record<string, unknown>, env: Record<string, string> = {}) {
  const issues = new IssueCollector();
  const site = parseSiteConfig(raw, env, issues);
  return { site, messages: issues.issues.map((issue) => `${issue.field}: ${issue.message}`) };
}

describe('consultationMinutes', () => {
  it('defaults to the spec’s 30 minutes', () => {
    const withoutLength = { ...siteJson };
    delete withoutLength.consultationMinutes;
    expect(parse(withoutLength).site?.consultationMinutes).toBe(30);
  });

  it('takes the owner’s value from content/site.json or from SITE_CONSULTATION_MINUTES', () => {
    expect(parse({ ...siteJson, consultationMinutes: 45 }).site?.consultationMinutes).toBe(45);
    expect(parse(siteJson, { SITE_CONSULTATION_MINUTES: '20' }).site?.consultationMinutes).toBe(20);
  });

  it.each([
    [9, 'consultationMinutes: consultationMinutes: must be at least 10 minutes'],
    [121, 'consultationMinutes: consultationMinutes: must be at most 120 minutes'],
    [22.5, 'consultationMinutes: consultationMinutes: must be whole minutes, e.g. 30'],
    ['half an hour', 'consultationMinutes: consultationMinutes: must be a number of minutes, e.g. 30'],
  ])('refuses %p with a message naming the field', (value, message) => {
    const { site, messages } = parse({ ...siteJson, consultationMinutes: value });
    expect(site).toBeUndefined();
    expect(messages).toEqual([message]);
  });

  it('names the variable when the override is wrong', () => {
    const issues = new IssueCollector();
    parseSiteConfig(siteJson, { SITE_CONSULTATION_MINUTES: '200' }, issues);
    expect(issues.issues[0]).toMatchObject({ file: 'environment', entry: 'SITE_CONSULTATION_MINUTES' });
    expect(issues.issues[0]?.message).toContain('consultationMinutes: must be at most 120 minutes');
  });
});

describe('the STRS page mentions the conversation’s length, as the spec does', () => {
  const schedule = getLandingPage('strs-ohio')?.sections.find((section) => section.type === 'schedule');
  if (schedule?.type !== 'schedule') throw new Error('/strs-ohio/ has no schedule section');

  it('fills the length in from the setting', () => {
    expect(scheduleText(schedule.text, 30)).toContain('a 30-minute conversation with us');
    expect(scheduleText(schedule.text, 45)).toContain('a 45-minute conversation with us');
    expect(scheduleText(schedule.text, 30)).not.toContain('{{');
  });

  it('renders the filled-in text', () => {
    render(
      createElement(ScheduleSection, {
        section: schedule,
        headingId: 'schedule-heading',
        phone: '(513) 555-0100',
        consultationMinutes: 30,
      }),
    );
    expect(screen.getByText(/a 30-minute conversation with us/)).toBeTruthy();
  });
});
