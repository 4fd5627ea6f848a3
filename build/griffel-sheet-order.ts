import type { Rolldown } from 'vite';
import { keepStyleRule } from '../src/app/style-rule-filter.ts';

/**
 * Griffel's sheet order, which the build's stylesheets keep (vite-plugin-griffel-css.ts, decisions 036, 043): at run
 * time Griffel keeps one `<style>` per bucket, per @media or @container condition and per priority, and between two
 * rules of equal specificity the later one wins. These rules, written in that order, cascade the same way.
 */

/** Griffel's buckets in their order (`styleBucketOrdering`, @griffel/core). */
export const BUCKETS = ['r', 'd', 'l', 'v', 'w', 'f', 'i', 'h', 'a', 's', 'k', 't', 'm', 'c', 'x'] as const;
type Bucket = (typeof BUCKETS)[number];

export interface GriffelRule {
  bucket: string;
  css: string;
  /** The @media (bucket m) or @container (bucket x) condition the rule's sheet is sorted by. */
  condition: string;
  priority: number;
}

/**
 * Griffel's sheet order: bucket, then (for @media and @container) the condition, compared as strings as Griffel's
 * renderer does by default, then priority (a shorthand's rule before a longhand's).
 */
export function compareRules(a: GriffelRule, b: GriffelRule): number {
  const bucket = BUCKETS.indexOf(a.bucket as Bucket) - BUCKETS.indexOf(b.bucket as Bucket);
  if (bucket !== 0) return bucket;
  if (a.condition !== b.condition) return a.condition < b.condition ? -1 : 1;
  return a.priority - b.priority;
}

/** A stylesheet of these rules in Griffel's sheet order, each once; without the rules the run time drops. */
export function griffelStylesheet(rules: GriffelRule[]): string {
  const seen = new Set<string>();
  const kept = rules.filter((rule) => keepStyleRule(rule.css) && !seen.has(rule.css) && seen.add(rule.css));
  return kept.length === 0 ? '' : `${kept.sort(compareRules).map((rule) => rule.css).join('\n')}\n`;
}

export type ChunkInfo = Pick<Rolldown.RenderedChunk, 'moduleIds' | 'imports'>;

export interface BundleStylesheets {
  /** The rules of the chunks a lead page loads before the shopper does anything, in Griffel's order: with the start chunk. */
  lead: string;
  /** Every rule of the bundle, in Griffel's order: with each chunk that has rules the lead stylesheet lacks. */
  all: string;
  /** Those chunks, by file name. */
  needAll: Set<string>;
}

/**
 * The build's two stylesheets (decision 043). Every rule of the lead stylesheet is in the complete one too, which comes
 * later in the document: wherever rules compete, the complete one's copies decide, in Griffel's order — the cascade is
 * the one stylesheet's (decision 036) — and before it comes, every element a lead chunk draws has its rules, in the
 * same relative order. A chunk whose rules are all in the lead stylesheet needs nothing more.
 */
export function bundleStylesheets(chunks: Record<string, ChunkInfo>, rulesOf: (moduleId: string) => GriffelRule[], leadFiles: ReadonlySet<string>): BundleStylesheets {
  const rulesOfChunk = (fileName: string) => chunks[fileName]?.moduleIds.flatMap(rulesOf).filter((rule) => keepStyleRule(rule.css)) ?? [];
  const leadRules = [...leadFiles].flatMap(rulesOfChunk);
  const inLead = new Set(leadRules.map((rule) => rule.css));
  const needAll = new Set(Object.keys(chunks).filter((fileName) => !leadFiles.has(fileName) && rulesOfChunk(fileName).some((rule) => !inLead.has(rule.css))));
  return { lead: griffelStylesheet(leadRules), all: griffelStylesheet(Object.keys(chunks).flatMap(rulesOfChunk)), needAll };
}
