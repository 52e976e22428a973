import type { z } from 'zod';

/** One problem in one content entry, printed as `file → entry → field: message`. */
export interface ContentIssue {
  file: string;
  entry: string;
  field: string;
  message: string;
}

function formatIssue(issue: ContentIssue): string {
  return `${issue.file} → ${issue.entry} → ${issue.field || '(whole entry)'}: ${issue.message}`;
}

/** Thrown once, after every collection was read, listing every problem found. */
export class ContentValidationError extends Error {
  readonly issues: readonly ContentIssue[];

  constructor(issues: readonly ContentIssue[]) {
    const lines = issues.map((issue) => `  - ${formatIssue(issue)}`);
    super(
      `Content check failed with ${issues.length} problem${issues.length === 1 ? '' : 's'}. ` +
        `Fix these entries under content/ (or the environment variables named) and build again:\n${lines.join('\n')}`,
    );
    this.name = 'ContentValidationError';
    this.issues = issues;
  }
}

/** Collects issues while loading so that all of them are reported together. */
export class IssueCollector {
  private readonly list: ContentIssue[] = [];

  add(file: string, entry: string, field: string, message: string): void {
    this.list.push({ file, entry, field, message });
  }

  addZodIssues(file: string, entry: string, error: z.ZodError, fieldPrefix = ''): void {
    for (const issue of error.issues) {
      const path = issue.path.map((part) => (typeof part === 'number' ? `[${part}]` : String(part)));
      const field = [fieldPrefix, ...path].filter(Boolean).join('.').replace(/\.\[/g, '[');
      this.add(file, entry, field, issue.message);
    }
  }

  /** Parses `data` with `schema`; on failure records every issue and returns undefined. */
  parse<T>(schema: z.ZodType<T>, data: unknown, file: string, entry: string, fieldPrefix = ''): T | undefined {
    const result = schema.safeParse(data);
    if (result.success) return result.data;
    this.addZodIssues(file, entry, result.error, fieldPrefix);
    return undefined;
  }

  get issues(): readonly ContentIssue[] {
    return this.list;
  }

  throwIfAny(): void {
    if (this.list.length > 0) throw new ContentValidationError(this.list);
  }
}
