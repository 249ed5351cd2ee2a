import type { Database } from '@/db';

import type { SeedClock } from './clock';
import type { SeedFile } from './files';

/** One domain of the demo data: the files it refers to and the rows it inserts. */
export type SeedPart = { files: SeedFile[]; insert: (db: Database) => Promise<void> };

export type SeedContext = { clock: SeedClock };
