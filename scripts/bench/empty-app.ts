/**
 * The yardstick: an empty Vite + React 19 app (one component, one heading), generated in a temporary
 * directory and built with this repository's own Vite, React and plugin (node_modules is linked, so
 * nothing is downloaded). Measured in the same run as the shop, it turns absolute figures on a busy
 * machine into ratios.
 */
import { mkdtempSync, mkdirSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { repoRoot, run } from './servers';

export async function buildEmptyApp(): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'bench-empty-react-'));
  symlinkSync(resolve(repoRoot, 'node_modules'), join(dir, 'node_modules'), 'dir');
  mkdirSync(join(dir, 'src'));
  writeFileSync(
    join(dir, 'index.html'),
    `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1.0" />
    <meta name="description" content="An empty React app, the bench's yardstick." />
    <title>Empty React app</title>
  </head>
  <body>
    <div id="root"></div>
    <script type="module" src="/src/main.jsx"></script>
  </body>
</html>
`,
  );
  writeFileSync(
    join(dir, 'src/main.jsx'),
    `import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';

function App() {
  return <main><h1>Hello from an empty React app</h1></main>;
}

createRoot(document.getElementById('root')).render(<StrictMode><App /></StrictMode>);
`,
  );
  writeFileSync(
    join(dir, 'vite.config.mjs'),
    `import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
export default defineConfig({ plugins: [react()] });
`,
  );
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ name: 'bench-empty-react', private: true, type: 'module' }));
  await run('empty app build', process.execPath, [resolve(repoRoot, 'node_modules/vite/bin/vite.js'), 'build', '--logLevel', 'warn'], {
    cwd: dir,
    env: { NODE_ENV: 'production' },
  });
  return dir;
}
