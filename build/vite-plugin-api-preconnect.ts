import type { Plugin } from 'vite';
import { loadEnv } from 'vite';

/**
 * A build for a real API opens the connection to it while the HTML is parsed (decision 007): the first
 * calls (settings, the page's data) start behind the scripts, and their handshake is already done. The API
 * is called with CORS and without credentials, hence `crossorigin`. Mock builds call their own origin.
 */
export const apiPreconnect = (): Plugin => {
  let origin = '';
  return {
    name: 'storefront:api-preconnect',
    apply: 'build',
    configResolved(config) {
      const url = loadEnv(config.mode, config.envDir || process.cwd(), 'VITE_').VITE_API_BASE_URL ?? '';
      try {
        origin = url ? new URL(url).origin : '';
      } catch {
        origin = '';
      }
    },
    transformIndexHtml() {
      if (!origin) return [];
      return [{ tag: 'link', attrs: { rel: 'preconnect', href: origin, crossorigin: '' }, injectTo: 'head-prepend' }];
    },
  };
};
