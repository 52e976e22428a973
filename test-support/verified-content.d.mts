/** Types for verified-content.mjs: a complete, verified copy of content/ for the production build check. */
export function writeVerifiedContent(
  targetDir: string,
  sourceDir?: string,
  now?: Date,
): { today: string; removedFirms: string[] };
