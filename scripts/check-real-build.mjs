// A build for a real API must hold no mock code: no msw, no faker, no seed data (DESIGN.md section 6), and none of the
// developers' mock panel (decision 057): not its code, not its messages.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const outDir = process.argv[2] ?? 'dist-real';
const markers = [
  ['msw', /mockServiceWorker|setupWorker|msw\/browser|MSW_COOKIE|\[MSW\]/],
  ['faker', /@faker-js|faker\.(string|number|helpers)|Faker\(/],
  ['seed data', /demo@niletech\.eg|Demo@1234|seedProducts|egypt-governorates/],
  ['mock panel', /\/__mock\/|data-mock-panel-button|Mock API panel|Sign in as the demo customer|لوحة محاكاة الواجهة البرمجية/],
];

const files = readdirSync(join(outDir, 'assets')).filter((file) => file.endsWith('.js'));
const found = files.flatMap((file) => {
  const text = readFileSync(join(outDir, 'assets', file), 'utf8');
  return markers.filter(([, pattern]) => pattern.test(text)).map(([name]) => `${file}: ${name}`);
});
if (files.length === 0) {
  console.error(`No JavaScript in ${outDir}/assets: build first.`);
  process.exit(1);
}
if (found.length) {
  console.error(`Mock code in the real-API build:\n${found.join('\n')}`);
  process.exit(1);
}
console.info(`${files.length} chunks in ${outDir}: no msw, faker or seed code.`);
