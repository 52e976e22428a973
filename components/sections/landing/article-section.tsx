/** The page's own Markdown article, already rendered to HTML by the content loader. */
export function ArticleSection({ html }: { html: string }) {
  return <div className="prose-content" dangerouslySetInnerHTML={{ __html: html }} />;
}
