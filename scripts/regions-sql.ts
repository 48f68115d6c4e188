/** `npx tsx scripts/regions-sql.ts`: rewrites the regions migration from the pinned data package. */
import { writeFileSync } from 'node:fs';
import { REGIONS_MIGRATION, regionsSql } from './lib/regions-sql';

writeFileSync(REGIONS_MIGRATION, regionsSql());
process.stdout.write(`wrote ${REGIONS_MIGRATION}\n`);
