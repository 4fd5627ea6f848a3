import type { Plugin } from 'vite';

/**
 * axios picks its adapter at run time from `['xhr', 'http', 'fetch']`: a browser always gets XMLHttpRequest
 * (the mock's service worker and the upload progress of the receipt rely on it), so its fetch adapter (≈ 5 kB
 * gz, a third of what axios adds to the start) is never used, yet bundled, because `adapters.js` imports it
 * by name. In a build the import gets a module saying "no fetch here" (`getFetch` answers false, as axios's own
 * adapter does where fetch is missing), so axios still falls back the same way and the code leaves the bundle
 * (decision 028). Fails the build when axios no longer imports it that way (then look again).
 */
const ADAPTERS = /\/node_modules\/axios\/lib\/adapters\/adapters\.js$/;
const NO_FETCH = '\0storefront:axios-no-fetch';

export function axiosXhrOnly(): Plugin {
  let seen = false;
  return {
    name: 'storefront:axios-xhr-only',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (source !== './fetch.js' || !importer || !ADAPTERS.test(importer.split('?')[0] ?? importer)) return null;
      seen = true;
      return NO_FETCH;
    },
    load(id) {
      return id === NO_FETCH ? 'export const getFetch = () => false;\nexport default false;\n' : null;
    },
    buildEnd() {
      if ([...this.getModuleIds()].some((id) => ADAPTERS.test(id)) && !seen) this.error("axios's adapters.js no longer imports './fetch.js': its fetch adapter would be bundled again.");
    },
  };
}
