// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { hookOf } from './plugin-hooks';
import { entryModulePath, leadPagePath, startModulePath } from './vite-build-output';
import { griffelCss } from './vite-plugin-griffel-css';

const root = '/shop';
const styled = (css: string) => `import { __styles } from '@griffel/react';\nexport const useStyles = __styles({ root: { a: 'f1' } }, { d: ['${css}'] });\n`;
const chunk = (fileName: string, moduleIds: string[], imports: string[] = []) => ({ fileName, name: fileName.replace('.js', ''), moduleIds, imports, viteMetadata: { importedCss: new Set<string>() } });

/** The shop's plugin after transforming `modules` (id → code), with the hooks a build calls and what they emitted. */
function shopBuild(modules: Record<string, string>) {
  const plugin = griffelCss();
  const emitted: Record<string, string> = {};
  const errors: string[] = [];
  const context = {
    emitFile: ({ name, source }: { name: string; source: string }) => ((emitted[name] = source), name),
    getFileName: (reference: string) => `assets/${reference}`,
    error: (message: string) => {
      errors.push(message);
    },
  };
  expect(hookOf(plugin, 'config')({ build: {} })).toEqual({ define: { 'import.meta.env.STOREFRONT_STYLESHEET': 'true' } });
  hookOf(plugin, 'configResolved')({ root });
  hookOf(plugin, 'buildStart')();
  const code = Object.fromEntries(Object.entries(modules).map(([id, source]) => [id, hookOf(plugin, 'transform')(source, id)]));
  hookOf(plugin, 'buildEnd', context)();
  hookOf(plugin, 'renderStart')();
  const render = (chunks: Record<string, ReturnType<typeof chunk>>) => {
    for (const each of Object.values(chunks)) hookOf(plugin, 'renderChunk', context)('', each, {}, { chunks });
  };
  return { code, emitted, errors, render };
}

describe('vite-plugin-griffel-css', () => {
  const home = leadPagePath(root, 'home');
  const modules = { [startModulePath(root)]: styled('.start{}'), [home]: styled('.home{}'), '/shop/src/features/content/faq-page.tsx': styled('.faq{}') };

  it("takes the rules out of the modules and gives the start chunk the lead stylesheet, a page with rules of its own the complete one", () => {
    const build = shopBuild(modules);
    expect(build.code[home]).toEqual(expect.objectContaining({ code: expect.stringContaining('__css as __griffel___css') }));
    const chunks = {
      'main.js': chunk('main.js', [entryModulePath(root)]),
      'start.js': chunk('start.js', [startModulePath(root)]),
      'home.js': chunk('home.js', [home], ['start.js']),
      'faq.js': chunk('faq.js', ['/shop/src/features/content/faq-page.tsx'], ['start.js']),
    };
    build.render(chunks);
    expect(build.errors).toEqual([]);
    expect(build.emitted).toEqual({ 'start.css': '.start{}\n.home{}\n', 'all-styles.css': '.start{}\n.home{}\n.faq{}\n' });
    expect([...chunks['start.js'].viteMetadata.importedCss]).toEqual(['assets/start.css']);
    expect([...chunks['faq.js'].viteMetadata.importedCss]).toEqual(['assets/all-styles.css']);
    expect([...chunks['home.js'].viteMetadata.importedCss]).toEqual([]);
  });

  it('fails the build for a chunk that needs the complete stylesheet without importing the start chunk (the order would break)', () => {
    const build = shopBuild(modules);
    build.render({ 'start.js': chunk('start.js', [startModulePath(root)]), 'faq.js': chunk('faq.js', ['/shop/src/features/content/faq-page.tsx']) });
    expect(build.errors).toEqual([expect.stringContaining('faq.js needs the complete stylesheet')]);
  });

  it('fails the build for a style whose rules are not literals (Griffel would insert it after the stylesheet)', () => {
    const build = shopBuild({ '/shop/src/odd.tsx': "import { __styles } from '@griffel/react';\nexport const useStyles = __styles({}, rules);\n" });
    expect(build.errors).toEqual([expect.stringContaining('/shop/src/odd.tsx')]);
  });

  it("leaves Storybook's build (its own input) to Griffel's run time", () => {
    const plugin = griffelCss();
    expect(hookOf(plugin, 'config')({ build: { rollupOptions: { input: 'iframe.html' } } })).toBeUndefined();
    expect(hookOf(plugin, 'transform')(styled('.a{}'), '/shop/src/a.tsx')).toBeNull();
  });
});
