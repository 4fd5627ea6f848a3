import { defineConfig, type ConfigEnv } from 'vite';
import react from '@vitejs/plugin-react';

export default ({ mode }: ConfigEnv) =>
  defineConfig({
    plugins: [react()],
    server: { port: Number(process.env.PORT ?? 5173), strictPort: Boolean(process.env.PORT) },
    preview: { port: Number(process.env.PORT ?? 4173), strictPort: Boolean(process.env.PORT) },
    define: { __MODE__: JSON.stringify(mode) },
  });
