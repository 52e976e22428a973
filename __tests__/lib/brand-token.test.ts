import { loadContent } from '@/lib/content/load';
import { contentCopy, problemLines, publicDir, realContentDir, replaceOnce } from '@/test-support/jest/content-copies';

/**
 * Content writes `{{brand}}` where the brand name goes (content/site.json, content/legal/*.md); the loader
 * fills it in from the settings, and a placeholder it does not know fails the build, naming file and field.
 */
describe('the {{brand}} placeholder', () => {
  it('reads, with the default settings, as the brand name of content/site.json', () => {
    const { site, legal } = loadContent({ contentDir: realContentDir, publicDir, env: {} });
    expect(site.office.mapLabel).toBe(`${site.brandName} — downtown Cincinnati hub`);
    expect(legal.terms.html).toContain(`belong to ${site.brandName} or its licensors`);
    for (const page of Object.values(legal)) expect(page.html).not.toContain('{{');
  });

  it('takes a name with "$" characters as written', () => {
    const { legal } = loadContent({
      contentDir: realContentDir,
      publicDir,
      env: { SITE_BRAND_NAME: "Money$&$' Guide" },
    });
    expect(legal.terms.html).toContain('belong to Money$&amp;$&#39; Guide or its licensors');
  });

  it('a misspelt placeholder in a legal page fails the build, naming the file', () => {
    const dir = contentCopy({ 'legal/terms.md': replaceOnce('your use of the ', 'your use of the {{brnad}} ') });
    expect(problemLines(dir)).toEqual([
      'content/legal/terms.md → terms → body: {{brnad}} is no placeholder the site fills in; use {{brand}}, {{how-we-are-paid}}, {{operator}}, {{analytics-brief}}, {{analytics-service}}',
    ]);
  });

  it('a misspelt placeholder in the settings fails the build, naming the field', () => {
    const dir = contentCopy({ 'site.json': replaceOnce(/"mapLabel": "[^"]*"/, '"mapLabel": "{{brand-name}} hub"') });
    expect(problemLines(dir)).toEqual([
      'content/site.json → site → office.mapLabel: {{brand-name}} is no placeholder the site fills in; write {{brand}} for the brand name',
    ]);
  });

  it('SITE_BRAND_NAME must be a name, not a placeholder', () => {
    expect(problemLines(realContentDir, { SITE_BRAND_NAME: '{{brand}}' })).toEqual([
      'environment → SITE_BRAND_NAME → brandName: must be the name itself, not a placeholder ({{brand}}) (value set by the SITE_BRAND_NAME environment variable)',
    ]);
  });
});
