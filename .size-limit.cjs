// Budget of spec'd performance: the home route's initial JavaScript in the build for a real API.
// The file list is read from Vite's manifest: the entry, its static imports, the home page chunk and
// the English catalogue, each with their static imports.
const { readFileSync } = require('node:fs');

const outDir = 'dist-real';
const manifest = JSON.parse(readFileSync(`${outDir}/.vite/manifest.json`, 'utf8'));
const entryKey = 'index.html';
const findKey = (suffix) => Object.keys(manifest).find((key) => key.endsWith(suffix));

const collect = (key, files = new Set()) => {
  const chunk = manifest[key];
  if (!chunk || files.has(chunk.file)) return files;
  files.add(chunk.file);
  (chunk.imports ?? []).forEach((imported) => collect(imported, files));
  return files;
};

const homeRoute = [entryKey, findKey('src/features/catalog/home-page.tsx'), findKey('messages:en') ?? findKey('locales/en.json')]
  .filter(Boolean)
  .reduce((files, key) => collect(key, files), new Set());

const shopRoute = [entryKey, findKey('src/features/catalog/shop-page.tsx'), findKey('messages:en') ?? findKey('locales/en.json')]
  .filter(Boolean)
  .reduce((files, key) => collect(key, files), new Set());

module.exports = [
  {
    name: 'home route initial JS (real-API build)',
    path: [...homeRoute].filter((file) => file.endsWith('.js')).map((file) => `${outDir}/${file}`),
    limit: '200 kB',
    gzip: true,
  },
  {
    name: 'shop route initial JS (real-API build)',
    path: [...shopRoute].filter((file) => file.endsWith('.js')).map((file) => `${outDir}/${file}`),
    limit: '220 kB',
    gzip: true,
  },
  {
    name: 'all JS of the real-API build',
    path: `${outDir}/assets/*.js`,
    limit: '600 kB',
    gzip: true,
  },
];
