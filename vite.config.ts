import { fileURLToPath } from 'node:url';
import { defineConfig, type ConfigEnv } from 'vite';
import react from '@vitejs/plugin-react';
import griffel from '@griffel/vite-plugin';
import { apiPreconnect } from './build/vite-plugin-api-preconnect.ts';
import { chunkGroups } from './build/vite-plugin-chunk-groups.ts';
import { preloadStart } from './build/vite-plugin-preload-start.ts';
import { localeShells } from './build/vite-plugin-locale-shells.ts';
import { leanMswHandlers } from './build/vite-plugin-lean-msw-handlers.ts';
import { precompiledMessages } from './build/vite-plugin-precompiled-messages.ts';
import { defaultMessagesOut } from './build/vite-plugin-default-messages-out.ts';
import { themeCss } from './build/vite-plugin-theme-css.ts';
import { axiosXhrOnly } from './build/vite-plugin-axios-xhr-only.ts';
import { griffelCss } from './build/vite-plugin-griffel-css.ts';

/**
 * Our own `makeStyles`/`makeResetStyles` calls precompiled at build time (decision 027), as Fluent ships its
 * own: each call becomes `__styles(classes, cssRules)` with its ltr and rtl rules, so the browser no longer runs
 * Griffel's resolver (stylis, rtl-css-js, shorthand expansion) on every style object during the first render,
 * and that code leaves the start chunk. Builds only (`vite build`: the real-API and mock builds, the e2e and
 * visual servers); the dev server, Storybook's dev server and vitest (command `serve`) keep the runtime, which
 * gives the same classes. The transform evaluates the modules a style object imports (tokens, layout-tokens,
 * constants) in Node, reading them from disk: Babel's TypeScript preset lets it read our .ts/.tsx. Then every
 * `__styles` call, Fluent's and ours, gives its rules to one stylesheet loaded with the start chunk (griffelCss,
 * decision 036): the rules leave the JavaScript and nothing is inserted at run time.
 * GRIFFEL_RUNTIME=1 builds without both (to measure the difference).
 */
const griffelAheadOfTime = (command: ConfigEnv['command']) =>
  command === 'build' && !process.env.GRIFFEL_RUNTIME
    ? [griffel({ include: [/\/src\/.+\.tsx?$/], babelOptions: { presets: ['@babel/preset-typescript'] } }), griffelCss()]
    : [];

/** Every `import … from 'zod'` gets zod in its jitless mode, set before any schema is built (src/lib/zod/). */
const ZOD_JITLESS = { find: /^zod$/, replacement: fileURLToPath(new URL('./src/lib/zod/index.ts', import.meta.url)) };

export default ({ mode, command }: ConfigEnv) =>
  defineConfig({
    plugins: [react(), themeCss(), ...griffelAheadOfTime(command), precompiledMessages(), defaultMessagesOut(), axiosXhrOnly(), leanMswHandlers(), apiPreconnect(), chunkGroups(), preloadStart(), localeShells()],
    resolve: { alias: [ZOD_JITLESS] },
    // The mock API's worker (mocks/worker/, decision 067): an ES module worker, so that what it loads late (a saved
    // state's check, the scenarios) stays in chunks of its own; built lean like the page's mock once was.
    worker: { format: 'es', plugins: () => [leanMswHandlers()] },
    // Where the dev servers (the app's, Storybook's, the story tests') look for packages to bundle ahead: every module
    // of ours, stories and Storybook's preview included, not only what the entry reaches, so an icon family a lazy part
    // or a story imports (decision 065) is known before the first page loads. A package found later makes Vite reload
    // the page, failing every story in flight.
    optimizeDeps: { entries: ['index.html', 'src/**/*.{ts,tsx}', '.storybook/preview.tsx', '.storybook/handbook/**/*.{ts,tsx}', '!**/*.test.{ts,tsx}'] },
    server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: Boolean(process.env.PORT) },
    preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: Boolean(process.env.PORT) },
    build: { manifest: true, sourcemap: mode !== 'production' ? false : 'hidden', chunkSizeWarningLimit: 700 },
  });
