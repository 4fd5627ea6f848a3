import { defineConfig, type ConfigEnv } from 'vite';
import react from '@vitejs/plugin-react';
import { apiPreconnect } from './scripts/vite-plugin-api-preconnect.ts';
import { startChunk } from './scripts/vite-plugin-start-chunk.ts';
import { preloadStart } from './scripts/vite-plugin-preload-start.ts';
import { localeShells } from './scripts/vite-plugin-locale-shells.ts';
import { leanMswHandlers } from './scripts/vite-plugin-lean-msw-handlers.ts';
import { precompiledMessages } from './scripts/vite-plugin-precompiled-messages.ts';
import { zodWithoutEval } from './scripts/vite-plugin-zod-without-eval.ts';
import { themeCss } from './scripts/vite-plugin-theme-css.ts';

export default ({ mode }: ConfigEnv) =>
  defineConfig({
    plugins: [react(), themeCss(), precompiledMessages(), zodWithoutEval(), leanMswHandlers(), apiPreconnect(), startChunk(), preloadStart(), localeShells()],
    server: { host: '127.0.0.1', port: Number(process.env.PORT ?? 5173), strictPort: Boolean(process.env.PORT) },
    preview: { host: '127.0.0.1', port: Number(process.env.PORT ?? 4173), strictPort: Boolean(process.env.PORT) },
    build: { manifest: true, sourcemap: mode !== 'production' ? false : 'hidden', chunkSizeWarningLimit: 700 },
  });
