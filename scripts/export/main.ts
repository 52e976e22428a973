/** `npm run build`: the export pipeline (run.ts), run once; a failing step exits 1 with its message. */
import { runBuild } from './run';

runBuild().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(1);
});
