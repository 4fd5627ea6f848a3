// A git merge driver for the message catalogues (locales/*.json): merges by key, so two branches that
// each add messages never conflict. A key changed on one side takes that side's value; a key changed
// differently on both sides keeps ours and is reported. Registered by scripts/setup-git.sh.
//   git merge driver: node scripts/merge-locale-driver.mjs %O %A %B
import { readFileSync, writeFileSync } from 'node:fs';

const [basePath, oursPath, theirsPath] = process.argv.slice(2);
const read = (path) => {
  try {
    return JSON.parse(readFileSync(path, 'utf8'));
  } catch {
    return {};
  }
};
const base = read(basePath);
const ours = read(oursPath);
const theirs = read(theirsPath);
const merged = { ...ours };
let clashes = 0;
for (const key of new Set([...Object.keys(base), ...Object.keys(theirs)])) {
  const theirsChanged = base[key] !== theirs[key];
  if (!theirsChanged) continue;
  const oursChanged = base[key] !== ours[key];
  if (oursChanged && ours[key] !== theirs[key]) {
    clashes += 1;
    console.error(`locale merge: "${key}" changed on both sides; kept ours`);
    continue;
  }
  if (key in theirs) merged[key] = theirs[key];
  else delete merged[key];
}
const sorted = Object.fromEntries(Object.keys(merged).sort().map((key) => [key, merged[key]]));
writeFileSync(oursPath, `${JSON.stringify(sorted, null, 2)}\n`);
process.exit(clashes > 0 ? 1 : 0);
