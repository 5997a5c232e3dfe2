// After `react-router build`: a gzip (level 9) and a brotli (quality 11) copy of every script, stylesheet and
// SVG under build/client/assets, written once at build time and sent by server.mjs to the browsers that accept
// them (ADR 66), instead of compressing each response again at a lower level. Fonts and pictures are
// compressed already and are left alone.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const compressible = /\.(js|css|svg|json|txt)$/;

/**
 * Writes `<file>.gz` and `<file>.br` beside each compressible file of `dir`; returns how many files. A
 * folder without one means the build writes its assets elsewhere now: that fails the build rather than
 * leaving every script to be compressed per request (ADR 66).
 */
export function precompressAssets(dir) {
  let count = 0;
  for (const name of readdirSync(dir)) {
    if (!compressible.test(name)) continue;
    const file = path.join(dir, name);
    const source = readFileSync(file);
    writeFileSync(`${file}.gz`, gzipSync(source, { level: 9 }));
    writeFileSync(
      `${file}.br`,
      brotliCompressSync(source, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: 11,
          [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
          [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        },
      }),
    );
    count += 1;
  }
  if (count === 0) throw new Error(`precompress-assets (ADR 66): no script or stylesheet in ${dir}`);
  return count;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = fileURLToPath(new URL('../build/client/assets', import.meta.url));
  console.log(`Precompressed ${precompressAssets(dir)} assets (gzip -9, brotli 11) in ${dir}`);
}
