import { getBuildMode } from '@/lib/content';
import { ContentValidationError } from '@/lib/content/report';

/**
 * npm run check:content: the build's whole content validation, without building the pages (a few
 * seconds). With SITE_ENV=production it also runs the production gate: every fact verified, every
 * page reviewed, the owner's settings complete. The content editor's pull requests run both
 * (.github/workflows/content.yml), so a problem shows on the pull request, not as a broken deploy.
 */
try {
  console.log(`Content is valid for a ${getBuildMode()} build.`);
} catch (error) {
  if (!(error instanceof ContentValidationError)) throw error;
  console.error(error.message);
  process.exit(1);
}
