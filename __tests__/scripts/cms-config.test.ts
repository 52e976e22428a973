import { readFileSync } from 'node:fs';
import path from 'node:path';
import Ajv from 'ajv';
import yaml from 'js-yaml';
import { z } from 'zod';
import { cmsConfig, cmsConfigYaml } from '@/scripts/cms/cms-config';
import { objectFields, type CmsField } from '@/scripts/cms/schema-to-fields';

/**
 * The CMS forms at /admin/ come from the content schemas. These tests hold the committed config to
 * the generator, the generator to Sveltia's own config schema, and the forms to the rules the
 * build applies (what is required, which values a select offers, how dates are stored).
 */

const ROOT = path.join(__dirname, '..', '..');
const committed = readFileSync(path.join(ROOT, 'public', 'admin', 'config.yml'), 'utf8');
const config = cmsConfig();

type Collection = { name: string; fields?: CmsField[]; files?: Array<{ name: string; fields: CmsField[] }> };
const collections = (config.collections ?? []) as unknown as Collection[];
const collection = (name: string) => collections.find((entry) => entry.name === name);

/**
 * The field at a dotted path ("minimum.person.value") among `fields`, walking object fields and the
 * types of a typed object (a sourced fact's "person", "form-adv" and "none" forms).
 */
function fieldAt(fields: CmsField[] | undefined, dotted: string): CmsField {
  const [head, ...rest] = dotted.split('.');
  const field = fields?.find((candidate) => candidate.name === head);
  if (!field) throw new Error(`no field "${head}"`);
  if (rest.length === 0) return field;
  const type = (field.types as CmsField[] | undefined)?.find((candidate) => candidate.name === rest[0]);
  if (type) return rest.length === 1 ? type : fieldAt(type.fields as CmsField[] | undefined, rest.slice(1).join('.'));
  return fieldAt(field.fields as CmsField[] | undefined, rest.join('.'));
}

describe('public/admin/config.yml', () => {
  it('is exactly what the generator makes of the current schemas (run npm run cms:config after a schema change)', () => {
    expect(committed).toBe(cmsConfigYaml());
  });

  it('is a valid Sveltia CMS configuration by the CMS’s own JSON schema', () => {
    const schema = JSON.parse(
      readFileSync(path.join(ROOT, 'node_modules', '@sveltia', 'cms', 'schema', 'sveltia-cms.json'), 'utf8'),
    );
    const validate = new Ajv({ allErrors: true }).compile(schema);
    const valid = validate(yaml.load(committed, { schema: yaml.JSON_SCHEMA }));
    expect(validate.errors ?? []).toEqual([]);
    expect(valid).toBe(true);
  });

  it('edits firms, articles, landing pages, authors, the site settings and the ranking method', () => {
    expect(collections.map((entry) => entry.name)).toEqual(['firms', 'articles', 'landing', 'authors', 'settings']);
    expect(collection('settings')?.files?.map((file) => file.name)).toEqual(['site', 'methodology']);
    expect(config.publish_mode).toBe('editorial_workflow');
    expect(config.backend).toMatchObject({ name: 'github' });
  });
});

describe('a firm’s form', () => {
  const firm = collection('firms')?.fields;

  it('offers a sourced fact as recorded by a person, from Form ADV, or not recorded', () => {
    const minimum = fieldAt(firm, 'minimum');
    expect(minimum.typeKey).toBe('origin');
    expect((minimum.types as CmsField[]).map((type) => type.name)).toEqual(['person', 'form-adv', 'none']);
    // "Not recorded" has no value to type, only why (and where the owner looked).
    expect((fieldAt(firm, 'minimum.none').fields as CmsField[]).map((field) => field.name)).toEqual([
      'reason',
      'source',
      'note',
    ]);
    expect(fieldAt(firm, 'minimum.none.reason')).toMatchObject({
      widget: 'select',
      options: ['not-yet-recorded', 'not-published'],
    });
  });

  it('shows every part of a fact a person records: value, source URL and date, verified, checked on, checked by', () => {
    expect((fieldAt(firm, 'minimum.person').fields as CmsField[]).map((field) => field.name)).toEqual([
      'value',
      'source',
      'verified',
      'checked',
      'checkedBy',
      'note',
    ]);
    expect(fieldAt(firm, 'minimum.person.verified')).toMatchObject({ widget: 'boolean', label: 'Verified' });
    expect(fieldAt(firm, 'minimum.person.checked')).toMatchObject({ label: 'Checked on', required: false });
    expect(fieldAt(firm, 'minimum.person.checkedBy')).toMatchObject({ label: 'Checked by', required: false });
    // A value needs the page it was read on and its date: both are required.
    expect(fieldAt(firm, 'minimum.person.source.url')).toMatchObject({ widget: 'string', type: 'url' });
    expect(fieldAt(firm, 'minimum.person.source.url').required).toBeUndefined();
    expect(fieldAt(firm, 'minimum.person.source.date').required).toBeUndefined();
  });

  it('stores dates as the files write them, YYYY-MM-DD, with no time zone shift', () => {
    expect(fieldAt(firm, 'minimum.person.source.date')).toMatchObject({
      widget: 'datetime',
      type: 'date',
      format: 'YYYY-MM-DD',
      picker_utc: true,
    });
  });

  it('offers each kind of minimum as its own form, and a positive whole amount only', () => {
    const value = fieldAt(firm, 'minimum.person.value');
    expect(value.typeKey).toBe('kind');
    const types = value.types as CmsField[];
    expect(types.map((type) => type.name)).toEqual(['assets', 'annual-fee', 'none', 'not-published']);
    const annualFee = types.find((type) => type.name === 'annual-fee');
    expect(fieldAt(annualFee?.fields as CmsField[], 'amount')).toMatchObject({
      widget: 'number',
      value_type: 'int',
      min: 1,
      // Not published: left empty, and the schema reads it as null.
      required: false,
    });
  });

  it('offers the schema’s values as selects', () => {
    expect(fieldAt(firm, 'status')).toMatchObject({ widget: 'select', options: ['listed', 'unconfirmed'] });
    expect(fieldAt(firm, 'registration.person.value.type')).toMatchObject({
      widget: 'select',
      options: ['RIA', 'dual registrant', 'broker-dealer'],
    });
  });
});

describe('a landing page’s form', () => {
  it('adds sections by type, each with its own fields', () => {
    const sections = fieldAt(collection('landing')?.fields, 'sections');
    expect(sections).toMatchObject({ widget: 'list', typeKey: 'type', min: 1 });
    const faq = (sections.types as CmsField[]).find((type) => type.name === 'faq');
    expect(fieldAt(faq?.fields as CmsField[], 'items')).toMatchObject({ widget: 'list', min: 2, max: 10 });
  });
});

describe('the generator', () => {
  it('refuses a required list that may be empty, since a form cannot save one, and names the field', () => {
    const schema = z.toJSONSchema(z.object({ tags: z.array(z.string()) }), { io: 'input' });
    expect(() => objectFields(schema, 'content/example')).toThrow(
      /content\/example\.tags: a required list that may be empty/,
    );
  });

  it('refuses a union it cannot turn into typed forms', () => {
    const schema = z.toJSONSchema(z.object({ either: z.union([z.string(), z.number()]) }), { io: 'input' });
    expect(() => objectFields(schema, 'content/example')).toThrow(/content\/example\.either/);
  });
});
