// @vitest-environment node
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import type { LeadDeclaration } from './page-declaration';
import { globKey, pageModules } from './page-chunks';
import { pages } from './pages';
import { frame, leadPages, start } from './page-speed';

const src = join(process.cwd(), 'src');
const sourceFiles = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory() ? sourceFiles(join(dir, entry.name)) : /\.tsx?$/.test(entry.name) && !/\.(test|stories)\./.test(entry.name) ? [join(dir, entry.name)] : [],
  );
/** Every `import('…')` of the app, by the imported file's name (`./product-card/product-card` → `product-card`). */
const lazyImports = new Set(sourceFiles(src).flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/import\('([^']+)'\)/g)].map(([, path]) => basename(path!).replace(/\.tsx?$/, ''))));

const leads: [string, LeadDeclaration][] = Object.entries(leadPages);
const parts = [...frame.inView, ...frame.parts, ...frame.opensOnTap, ...leads.flatMap(([, lead]) => [...(lead.parts ?? []), ...(lead.inView ?? [])])];

describe('what the pages declare, as the build reads it', () => {
  it('names modules that exist: start-up, the lead pages and their parts', () => {
    const declared = [start.entry, start.requests, start.render, ...leads.map(([, lead]) => lead.page), ...parts];
    expect(declared.filter((module) => !existsSync(join(src, module)))).toEqual([]);
  });

  it('names as parts modules the app loads with `import()` (a part imported statically would be in its page’s chunk)', () => {
    expect(parts.filter((module) => !lazyImports.has(basename(module, '.tsx')))).toEqual([]);
  });

  it('has each lead page declared once in the route table, with the module its speed declares', () => {
    for (const [shell, lead] of leads) {
      expect(pages.filter((page) => page.lead === shell).map((page) => page.page), shell).toEqual([lead.page]);
    }
  });

  it('routes every page module, and only page modules', () => {
    const routed = new Set(pages.map((page) => globKey(page.page)));
    expect([...routed].filter((key) => !(key in pageModules))).toEqual([]);
    expect(Object.keys(pageModules).filter((key) => !routed.has(key))).toEqual([]);
  });
});
