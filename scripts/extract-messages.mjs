// Writes locales/en.json from the defaultMessage of every message in src/, and reports what
// locales/ar.json lacks or has too many of. Run after adding or changing a message.
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';

execSync(
  "npx formatjs extract 'src/**/*.{ts,tsx}' --ignore 'src/**/*.d.ts' --ignore 'src/**/*.test.tsx' --ignore 'src/**/*.stories.tsx' --ignore 'src/api/generated/**' --format simple --out-file locales/en.json",
  { stdio: 'inherit' },
);
const en = JSON.parse(readFileSync('locales/en.json', 'utf8'));
const ar = JSON.parse(readFileSync('locales/ar.json', 'utf8'));
const missing = Object.keys(en).filter((key) => !(key in ar));
const extra = Object.keys(ar).filter((key) => !(key in en));
if (missing.length) console.warn(`ar.json lacks ${missing.length}: ${missing.join(', ')}`);
if (extra.length) console.warn(`ar.json has ${extra.length} unused: ${extra.join(', ')}`);
