import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { cmsConfigYaml } from './cms-config';

/** npm run cms:config: writes public/admin/config.yml from the content schemas. */
const target = path.join(__dirname, '..', '..', 'public', 'admin', 'config.yml');
writeFileSync(target, cmsConfigYaml());
console.log(`Wrote ${path.relative(process.cwd(), target)}`);
