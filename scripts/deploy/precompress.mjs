// Writes `<file>.br` (brotli, quality 11) and `<file>.gz` (gzip -9) beside every compressible file of a
// folder, so the web server sends precompressed bytes (nginx `brotli_static` / `gzip_static`) and never
// compresses at request time. A twin is kept only when it saves at least 10 %.
import { readdirSync, readFileSync, statSync, writeFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const brotli = promisify(brotliCompress);
const gz = promisify(gzip);

const COMPRESSIBLE = /\.(html|js|mjs|css|svg|json|txt|xml|webmanifest|ico)$/;
const MIN_BYTES = 256;

const walk = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? walk(join(dir, entry.name)) : [join(dir, entry.name)],
  );

export async function precompress(dir) {
  const totals = { files: 0, before: 0, brotli: 0, gzip: 0 };
  const files = walk(dir).filter((file) => COMPRESSIBLE.test(file) && statSync(file).size >= MIN_BYTES);
  await Promise.all(
    files.map(async (file) => {
      const bytes = readFileSync(file);
      const [br, gzipped] = await Promise.all([
        brotli(bytes, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: 11,
            [constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
            [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
          },
        }),
        gz(bytes, { level: 9 }),
      ]);
      totals.files += 1;
      totals.before += bytes.length;
      for (const [suffix, data, key] of [
        ['.br', br, 'brotli'],
        ['.gz', gzipped, 'gzip'],
      ]) {
        if (data.length <= bytes.length * 0.9) {
          writeFileSync(file + suffix, data);
          totals[key] += data.length;
        } else {
          rmSync(file + suffix, { force: true });
          totals[key] += bytes.length;
        }
      }
    }),
  );
  return totals;
}
