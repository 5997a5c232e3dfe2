import { readFileSync } from 'node:fs';

/** A dump of a PGlite data folder (`dumpDataDir('none')`, a tar file) as PGlite's `loadDataDir` takes it. */
export function imageBlob(path: string): Blob {
  return new Blob([readFileSync(path)]);
}
