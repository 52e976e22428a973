import { readFileSync } from 'node:fs';
import path from 'node:path';
import yaml from 'js-yaml';
import { z } from 'zod';
import { landingFrontMatterSchema } from '@/lib/content/landing-schema';
import {
  authorFrontMatterSchema,
  blogFrontMatterSchema,
  firmFrontMatterSchema,
  methodologySchema,
  siteConfigSchema,
} from '@/lib/content/schemas';
import { objectFields, type CmsField } from './schema-to-fields';

/**
 * The Sveltia CMS configuration (public/admin/config.yml), generated from the content schemas so
 * the forms can never drift from what the build accepts. `npm run cms:config` writes it; a unit
 * test fails when the committed file and this differ.
 */

/**
 * scripts/cms/backend.json, set once at set-up (docs/cms.md): `repo` is the GitHub repository the CMS
 * edits ("owner/name"); `authUrl`, when set, is where its OAuth sign-in runs (a sveltia-cms-auth
 * worker). Without it, "Sign In with GitHub" goes through Netlify's OAuth (on a Netlify-hosted
 * site); signing in with a fine-grained access token works either way.
 */
const backendSettingsSchema = z
  .object({
    repo: z.string().regex(/^[\w.-]+\/[\w.-]+$/, 'must be a GitHub repository written owner/name'),
    branch: z.string().min(1),
    authUrl: z.url({ protocol: /^https$/ }).optional(),
  })
  .strict();

function backendSettings(): z.infer<typeof backendSettingsSchema> {
  const file = path.join(__dirname, 'backend.json');
  const result = backendSettingsSchema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!result.success) throw new Error(`scripts/cms/backend.json: ${z.prettifyError(result.error)}`);
  return result.data;
}

const fieldsOf = (schema: z.ZodType, where: string): CmsField[] =>
  objectFields(z.toJSONSchema(schema, { io: 'input' }), where);

/** The Markdown below the front matter: raw Markdown, so a save never rewrites what it did not touch. */
const body = (label: string, hint: string): CmsField => ({
  name: 'body',
  label,
  hint,
  widget: 'markdown',
  modes: ['raw'],
});

function markdownFolder(options: {
  name: string;
  label: string;
  labelSingular: string;
  folder: string;
  schema: z.ZodType;
  identifier: string;
  create: boolean;
  body: CmsField;
  summary?: string;
}): CmsField {
  const collection: CmsField = {
    name: options.name,
    label: options.label,
    label_singular: options.labelSingular,
    folder: options.folder,
    extension: 'md',
    format: 'frontmatter',
    identifier_field: options.identifier,
    create: options.create,
    delete: false,
    fields: [...fieldsOf(options.schema, options.folder), options.body],
  };
  if (options.create) collection.slug = `{{${options.identifier}}}`;
  if (options.summary) collection.summary = options.summary;
  return collection;
}

export function cmsConfig(): CmsField {
  const settings = backendSettings();
  const backend: CmsField = {
    name: 'github',
    repo: settings.repo,
    branch: settings.branch,
    commit_messages: {
      create: 'Create {{collection}} "{{slug}}" (edited in the CMS by {{author-name}})',
      update: 'Update {{collection}} "{{slug}}" (edited in the CMS by {{author-name}})',
      delete: 'Delete {{collection}} "{{slug}}" (edited in the CMS by {{author-name}})',
    },
  };
  if (settings.authUrl) backend.base_url = settings.authUrl;
  return {
    backend,
    // Every save is a branch and a pull request; CI checks it before anything is published.
    publish_mode: 'editorial_workflow',
    media_folder: 'public/images',
    public_folder: '/images',
    output: {
      // The schemas reject "" for optional fields: an empty optional field is left out instead.
      omit_empty_optional_fields: true,
      // The content files double-quote their strings; keeping that keeps each save's diff small.
      yaml: { quote: 'double' },
      json: { indent_style: 'space', indent_size: 2 },
    },
    collections: [
      markdownFolder({
        name: 'firms',
        label: 'Firms',
        labelSingular: 'Firm',
        folder: 'content/firms',
        schema: firmFrontMatterSchema,
        identifier: 'name',
        // A firm's page, slug and map marker are wired in code (FIRM_SLUGS): firms are added by a developer.
        create: false,
        summary: '{{name}} ({{status}})',
        body: body(
          'About the firm',
          'The profile’s About text. It must contain the phrases "fiduciary advisors", "fee-only" and "Cincinnati financial advisor", which become links.',
        ),
      }),
      markdownFolder({
        name: 'articles',
        label: 'Articles',
        labelSingular: 'Article',
        folder: 'content/blog',
        schema: blogFrontMatterSchema,
        identifier: 'title',
        create: true,
        body: body('Article', 'The article in Markdown. Cite every figure under Sources.'),
      }),
      markdownFolder({
        name: 'landing',
        label: 'Landing pages',
        labelSingular: 'Landing page',
        folder: 'content/landing',
        schema: landingFrontMatterSchema,
        identifier: 'navLabel',
        create: true,
        summary: '{{navLabel}} ({{menu}} menu)',
        body: body('Article', 'The page’s own article, placed where the "Article" section stands.'),
      }),
      markdownFolder({
        name: 'authors',
        label: 'Authors',
        labelSingular: 'Author',
        folder: 'content/authors',
        schema: authorFrontMatterSchema,
        identifier: 'name',
        create: true,
        body: body('Biography', 'A short biography: only what is true of this person.'),
      }),
      {
        name: 'settings',
        label: 'Settings',
        files: [
          {
            name: 'site',
            label: 'Site settings',
            file: 'content/site.json',
            format: 'json',
            fields: fieldsOf(siteConfigSchema, 'content/site.json'),
          },
          {
            name: 'methodology',
            label: 'Ranking method',
            file: 'content/methodology.json',
            format: 'json',
            fields: fieldsOf(methodologySchema, 'content/methodology.json'),
          },
        ],
      },
    ],
  };
}

const HEADER = [
  '# Generated by scripts/cms/cms-config.ts from the content schemas in lib/content/. Do not edit:',
  '# change the schema (labels and hints are its .meta()), then run npm run cms:config.',
].join('\n');

export function cmsConfigYaml(): string {
  return `${HEADER}\n${yaml.dump(cmsConfig(), { lineWidth: 120, noRefs: true })}`;
}
