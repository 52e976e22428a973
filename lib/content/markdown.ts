import matter from 'gray-matter';
import yaml from 'js-yaml';
import { Marked, type Tokens } from 'marked';
import { isAllowedLink } from './link-schemes';

export interface FrontMatterFile {
  data: unknown;
  body: string;
}

/**
 * Splits a Markdown file into front matter and body. YAML is read with the JSON schema so that
 * `date: 2026-05-01` stays the text the schema expects instead of becoming a Date.
 */
export function parseFrontMatter(source: string): FrontMatterFile {
  const parsed = matter(source, {
    engines: { yaml: (text: string): object => (yaml.load(text, { schema: yaml.JSON_SCHEMA }) ?? {}) as object },
  });
  return { data: parsed.data, body: parsed.content };
}

export interface RenderedMarkdown {
  html: string;
  /** Every link target in the text, so cross-entry validation can check that site paths exist. */
  links: string[];
  words: number;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

const markdown = new Marked({
  gfm: true,
  renderer: {
    // Content is Markdown only: raw HTML in a content file is shown as text, never injected.
    html(token: Tokens.HTML | Tokens.Tag): string {
      return escapeHtml(token.text);
    },
    link(this: { parser: { parseInline(tokens: Tokens.Generic[]): string } }, token: Tokens.Link): string {
      const text = this.parser.parseInline(token.tokens);
      // The content check refuses such a link; a preview build that shows it anyway writes its text only.
      if (!isAllowedLink(token.href)) return text;
      const external = /^https?:\/\//.test(token.href);
      const rel = external ? ' rel="noopener noreferrer"' : '';
      return `<a href="${escapeHtml(token.href)}"${rel}>${text}</a>`;
    },
  },
});

/** Renders trusted-author Markdown to HTML at build time (no client cost). */
export function renderMarkdown(body: string): RenderedMarkdown {
  const links: string[] = [];
  const tokens = markdown.lexer(body);
  markdown.walkTokens(tokens, (token) => {
    if (token.type === 'link') links.push(token.href);
  });
  const html = markdown.parser(tokens);
  const words = body.split(/\s+/).filter((word) => /\w/.test(word)).length;
  return { html, links, words };
}
