// Merges a JSON fragment of messages into a catalogue, sorted by key:
//   node scripts/merge-messages.mjs ar path/to/fragment.json
import { readFileSync, writeFileSync } from 'node:fs';

const [locale, fragmentPath] = process.argv.slice(2);
if (!locale || !fragmentPath) {
  console.error('usage: node scripts/merge-messages.mjs <en|ar> <fragment.json>');
  process.exit(2);
}
const file = `locales/${locale}.json`;
const merged = { ...JSON.parse(readFileSync(file, 'utf8')), ...JSON.parse(readFileSync(fragmentPath, 'utf8')) };
const sorted = Object.fromEntries(Object.keys(merged).sort().map((key) => [key, merged[key]]));
writeFileSync(file, `${JSON.stringify(sorted, null, 2)}\n`);
console.info(`${file}: ${Object.keys(sorted).length} messages`);
