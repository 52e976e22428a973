import type { z } from 'zod';

/**
 * Turns the JSON Schema that `z.toJSONSchema` makes of a content schema into Sveltia CMS fields
 * (Decap-compatible): objects → object widgets, arrays → list widgets, enums → selects,
 * discriminated unions → typed objects (`types` + `typeKey`), ISO days → date pickers, nullable or
 * defaulted values → optional fields. Labels and hints come from each schema's `.meta({ title,
 * description })`; without a title the key is turned into words ("checkedBy" → "Checked by").
 *
 * It knows only the shapes our schemas use and throws on anything else, naming the field, so a
 * new kind of schema fails `npm run cms:config` instead of producing a form that saves wrong data.
 */

type JsonSchema = z.core.JSONSchema.JSONSchema;
type JsonSchemaDefinition = z.core.JSONSchema._JSONSchema;

/** A field of the CMS config: plain data, written to YAML as it is. */
export type CmsField = { [key: string]: CmsValue };
type CmsValue = string | number | boolean | CmsField | CmsValue[];

/** The pattern `isoDay` in lib/content/schema-primitives.ts uses; such fields get a date picker. */
const ISO_DAY_PATTERN = '^\\d{4}-\\d{2}-\\d{2}$';
/** zod writes this as the maximum of every `.int()`: not a limit worth showing an editor. */
const MAX_SAFE = Number.MAX_SAFE_INTEGER;
/** Strings whose minimum or maximum length is at least this get a multi-line text box. */
const LONG_TEXT = 150;

class UnsupportedSchemaError extends Error {
  constructor(where: string, what: string) {
    super(`cms config: ${where}: ${what}. scripts/cms/schema-to-fields.ts has no form widget for it`);
  }
}

function node(definition: JsonSchemaDefinition | undefined, where: string): JsonSchema {
  if (definition === undefined || typeof definition === 'boolean')
    throw new UnsupportedSchemaError(where, 'schema is a bare true/false');
  return definition;
}

/** "checkedBy" → "Checked by", "aum" → "AUM" (the few acronyms our keys use), "seo" → "SEO". */
export function labelFromKey(key: string): string {
  const acronyms: Record<string, string> = { aum: 'AUM', seo: 'SEO', crd: 'CRD', url: 'URL', og: 'Open Graph' };
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .split(/[\s_-]+/)
    .map((word) => acronyms[word.toLowerCase()] ?? word.toLowerCase());
  const sentence = words.join(' ');
  return sentence.charAt(0).toUpperCase() + sentence.slice(1);
}

/** The shared metadata of a field: name, label, hint and whether the form requires it. */
function common(name: string, schema: JsonSchema, required: boolean): CmsField {
  const field: CmsField = { name, label: typeof schema.title === 'string' ? schema.title : labelFromKey(name) };
  if (typeof schema.description === 'string') field.hint = schema.description;
  if (!required) field.required = false;
  const fallback = schema.default;
  if (typeof fallback === 'string' || typeof fallback === 'number' || typeof fallback === 'boolean')
    field.default = fallback;
  return field;
}

/** The one non-null member of `X | null`, or undefined when `schema` is not such a union. */
function nonNullMember(schema: JsonSchema, where: string): JsonSchema | undefined {
  const members = schema.anyOf;
  if (!members || members.length !== 2) return undefined;
  const rest = members.map((member) => node(member, where)).filter((member) => member.type !== 'null');
  return rest.length === 1 ? rest[0] : undefined;
}

/** A discriminated union: every member an object whose `key` property is a distinct `const`. */
function discriminator(members: JsonSchema[], where: string): string {
  const first = members[0];
  const candidates = Object.entries(first?.properties ?? {})
    .filter(([, property]) => typeof property !== 'boolean' && property.const !== undefined)
    .map(([key]) => key);
  const key = candidates.find((candidate) =>
    members.every((member) => {
      const property = member.properties?.[candidate];
      return property !== undefined && typeof property !== 'boolean' && typeof property.const === 'string';
    }),
  );
  if (!key) throw new UnsupportedSchemaError(where, 'a union whose members share no constant "kind" or "type" key');
  return key;
}

/** `types` of a typed object or list: one per union member, keyed by its constant. */
function variableTypes(schema: JsonSchema, where: string): { typeKey: string; types: CmsField[] } {
  const members = (schema.oneOf ?? schema.anyOf ?? []).map((member) => node(member, where));
  if (members.length < 2 || members.some((member) => member.type !== 'object'))
    throw new UnsupportedSchemaError(where, 'a union of anything but objects');
  const typeKey = discriminator(members, where);
  const types = members.map((member) => {
    const constant = node(member.properties?.[typeKey], where).const;
    if (typeof constant !== 'string') throw new UnsupportedSchemaError(where, `"${typeKey}" is not a string`);
    const type: CmsField = {
      name: constant,
      label: typeof member.title === 'string' ? member.title : labelFromKey(constant),
    };
    const fields = objectFields(member, `${where} (${constant})`, new Set([typeKey]));
    if (fields.length > 0) type.fields = fields;
    return type;
  });
  return { typeKey, types };
}

function isUnion(schema: JsonSchema): boolean {
  return (schema.oneOf?.length ?? 0) > 1 || (schema.anyOf?.length ?? 0) > 1;
}

function stringField(field: CmsField, schema: JsonSchema, where: string): CmsField {
  if (schema.enum) {
    if (!schema.enum.every((option) => typeof option === 'string'))
      throw new UnsupportedSchemaError(where, 'an enum of non-strings');
    return { ...field, widget: 'select', options: schema.enum.filter((option) => typeof option === 'string') };
  }
  if (schema.pattern === ISO_DAY_PATTERN) {
    // A date only, stored as written in the files ("2026-01-12"), never shifted by a time zone.
    return { ...field, widget: 'datetime', type: 'date', format: 'YYYY-MM-DD', picker_utc: true };
  }
  const long = (schema.minLength ?? 0) >= LONG_TEXT || (schema.maxLength ?? 0) >= LONG_TEXT;
  const result: CmsField = { ...field, widget: long ? 'text' : 'string' };
  if (schema.format === 'uri') result.type = 'url';
  else if (schema.format === 'email') result.type = 'email';
  else if (schema.format !== undefined) throw new UnsupportedSchemaError(where, `string format "${schema.format}"`);
  if (schema.minLength !== undefined && schema.minLength > 1) result.minlength = schema.minLength;
  if (schema.maxLength !== undefined) result.maxlength = schema.maxLength;
  // An e-mail field checks its own format; zod's long e-mail pattern would only add noise.
  if (schema.pattern !== undefined && result.type !== 'email') {
    const message = typeof schema.patternMessage === 'string' ? schema.patternMessage : 'Check the format';
    result.pattern = [schema.pattern, message];
  }
  return result;
}

function numberField(field: CmsField, schema: JsonSchema): CmsField {
  const integer = schema.type === 'integer';
  const result: CmsField = { ...field, widget: 'number', value_type: integer ? 'int' : 'float' };
  const exclusive = typeof schema.exclusiveMinimum === 'number' ? schema.exclusiveMinimum : undefined;
  const min = schema.minimum ?? (exclusive === undefined ? undefined : integer ? exclusive + 1 : exclusive);
  if (min !== undefined) result.min = min;
  if (schema.maximum !== undefined && schema.maximum < MAX_SAFE) result.max = schema.maximum;
  if (!integer) result.step = 0.1;
  return result;
}

function listField(field: CmsField, schema: JsonSchema, where: string, required: boolean): CmsField {
  // A form cannot save an empty list for a required field: the schema must default it instead.
  if (required && (schema.minItems ?? 0) < 1)
    throw new UnsupportedSchemaError(where, 'a required list that may be empty (give it .default([]) in the schema)');
  const items = node(Array.isArray(schema.items) ? undefined : schema.items, `${where}[]`);
  const result: CmsField = { ...field, widget: 'list' };
  if (isUnion(items)) Object.assign(result, variableTypes(items, `${where}[]`));
  else if (items.type === 'object') result.fields = objectFields(items, `${where}[]`);
  else {
    // One input per item, labelled like the list itself.
    result.field = { ...toField('item', items, `${where}[]`, true), label: field.label ?? 'Item' };
  }
  if (schema.minItems !== undefined && schema.minItems > 0) result.min = schema.minItems;
  if (schema.maxItems !== undefined) result.max = schema.maxItems;
  return result;
}

/** One form field for the property `name` of schema `schema`. */
export function toField(name: string, schema: JsonSchema, where: string, required: boolean): CmsField {
  const nullable = nonNullMember(schema, where);
  if (nullable) {
    // `X | null` with a default of null: leaving it empty saves nothing and the schema fills in null.
    return toField(name, { ...nullable, title: schema.title, description: schema.description }, where, false);
  }
  const field = common(name, schema, required);
  if (isUnion(schema)) return { ...field, widget: 'object', ...variableTypes(schema, where) };
  switch (schema.type) {
    case 'string':
      return stringField(field, schema, where);
    case 'integer':
    case 'number':
      return numberField(field, schema);
    case 'boolean':
      return { ...field, widget: 'boolean' };
    case 'array':
      return listField(field, schema, where, required);
    case 'object':
      return { ...field, widget: 'object', fields: objectFields(schema, where) };
    default:
      throw new UnsupportedSchemaError(where, `type ${JSON.stringify(schema.type)}`);
  }
}

/** The fields of an object schema, in its key order, leaving out `skip` (a union's type key). */
export function objectFields(schema: JsonSchema, where: string, skip: ReadonlySet<string> = new Set()): CmsField[] {
  const required = new Set(schema.required ?? []);
  return (
    Object.entries(schema.properties ?? {})
      .filter(([key]) => !skip.has(key))
      // A property that can only be null (a fact's value while "Not recorded") has nothing to edit: the schema fills it in.
      .filter(([, property]) => typeof property === 'boolean' || property.type !== 'null')
      .map(([key, property]) => toField(key, node(property, `${where}.${key}`), `${where}.${key}`, required.has(key)))
  );
}
