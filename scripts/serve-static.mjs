// A static file server for a built directory (the built Storybook in its end-to-end test): `node scripts/serve-static.mjs <dir> <port>`.
import { createReadStream, statSync } from 'node:fs';
import { createServer } from 'node:http';
import { extname, join, normalize, resolve } from 'node:path';

const [dir = 'storybook-static', port = '6006'] = process.argv.slice(2);
const root = resolve(dir);
const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.mjs': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.ico': 'image/x-icon',
};

const fileFor = (url) => {
  const path = normalize(decodeURIComponent(new URL(url, 'http://x').pathname));
  const file = join(root, path);
  if (!file.startsWith(root)) return undefined;
  try {
    const stat = statSync(file);
    return stat.isDirectory() ? join(file, 'index.html') : file;
  } catch {
    return undefined;
  }
};

createServer((request, response) => {
  const file = fileFor(request.url ?? '/');
  if (!file) {
    response.writeHead(404).end('not found');
    return;
  }
  response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' });
  createReadStream(file)
    .on('error', () => response.destroy())
    .pipe(response);
}).listen(Number(port), '127.0.0.1', () => console.info(`serving ${root} on http://127.0.0.1:${port}`));
