/**
 * The interactions bench's table: per interaction, the medians of its runs against the targets of issue 43 —
 * INP ≤ 100 ms; the result drawn ≤ 1.5× its floor for in-page updates, ≤ 2× for route changes.
 */
import { writeFileSync } from 'node:fs';
import { median } from '../servers';
import type { Kind } from './cases';
import type { InpReport } from './probes';

export const INP_TARGET_MS = 100;
export const RATIO_TARGETS: Record<Kind, number | undefined> = { 'in-page': 1.5, route: 2, other: undefined };

export interface Run {
  inp: InpReport | undefined;
  drawn: number;
  floor: number;
  /** A press the app does nothing for, on the same page after the interaction (`tapFloor`). */
  tapFloor: number;
}

export interface Row {
  interaction: string;
  kind: Kind;
  runs: number;
  /** Null when the browser reported no Event Timing entry (the language switch: its document unloads first). */
  inp: { median: number; min: number; max: number } | null;
  /** Each part's own median (so the three need not add up to the INP's median); null with the INP. */
  inputDelay: number | null;
  processing: number | null;
  presentation: number | null;
  drawn: { median: number; min: number; max: number };
  floor: number;
  /** The median of the runs' tap floors: what the browser alone needs to answer a press there. */
  tapFloor: number;
  /** The INP's median over the tap floor's. */
  inpOverTapFloor: number | null;
  /** The median of each run's result drawn over its own floor. */
  ratio: number;
  ratioTarget: number | undefined;
  /** Null when nothing could be judged (no INP reported and no ratio target). */
  pass: boolean | null;
}

const round = (value: number) => Math.round(value);
const spread = (values: number[]) => ({ median: round(median(values)), min: round(Math.min(...values)), max: round(Math.max(...values)) });

const part = (values: number[]) => (values.length ? round(median(values)) : null);

export function row(interaction: string, kind: Kind, runs: Run[]): Row {
  const inps = runs.flatMap((run) => (run.inp ? [run.inp] : []));
  const ratio = Math.round(median(runs.map((run) => run.drawn / run.floor)) * 10) / 10;
  const inp = inps.length ? spread(inps.map((report) => report.value)) : null;
  const ratioTarget = RATIO_TARGETS[kind];
  const tapFloor = round(median(runs.map((run) => run.tapFloor)));
  return {
    interaction,
    kind,
    runs: runs.length,
    inp,
    inputDelay: part(inps.map((report) => report.inputDelay)),
    processing: part(inps.map((report) => report.processingDuration)),
    presentation: part(inps.map((report) => report.presentationDelay)),
    drawn: spread(runs.map((run) => run.drawn)),
    floor: round(median(runs.map((run) => run.floor))),
    tapFloor,
    inpOverTapFloor: inp ? Math.round((inp.median / tapFloor) * 10) / 10 : null,
    ratio,
    ratioTarget,
    pass: inp === null && ratioTarget === undefined ? null : (inp === null || inp.median <= INP_TARGET_MS) && (ratioTarget === undefined || ratio <= ratioTarget),
  };
}

/** One run in a line: the INP with its parts and attribution, the result drawn, its floor and the tap floor. */
export function runLine(run: Run): string {
  const { inp } = run;
  const attribution = inp && [
    ...(inp.longFrames.length ? [`long frames: ${inp.longFrames.join(', ')}`] : []),
    ...(inp.longScripts.length ? [`longest scripts: ${inp.longScripts.join(', ')}`] : []),
  ];
  const inpText = inp
    ? `${Math.round(inp.value)} ms (${inp.interactionType} on ${inp.interactionTarget}: ${Math.round(inp.inputDelay)} + ${Math.round(inp.processingDuration)} + ${Math.round(inp.presentationDelay)}${attribution?.length ? `; ${attribution.join('; ')}` : ''})`
    : '—';
  return `INP ${inpText}, drawn ${Math.round(run.drawn)} ms, floor ${Math.round(run.floor)} ms, tap floor ${Math.round(run.tapFloor)} ms`;
}

const range = (figure: { median: number; min: number; max: number } | null) => (figure ? `${figure.median} (${figure.min}–${figure.max})` : 'not reported');

export function printTable(rows: Row[], heading: string): void {
  console.info(`${heading}\n`);
  console.info('| interaction | INP ms (min–max) | input delay | processing | presentation | tap floor ms | INP / tap floor | result drawn ms (min–max) | floor ms | ratio | target | pass |');
  console.info('|---|---|---|---|---|---|---|---|---|---|---|---|');
  for (const entry of rows) {
    const target = `INP ≤ ${INP_TARGET_MS}${entry.ratioTarget === undefined ? '' : `, ratio ≤ ${entry.ratioTarget}`}`;
    console.info(
      `| ${entry.interaction} | ${range(entry.inp)} | ${entry.inputDelay ?? '—'} | ${entry.processing ?? '—'} | ${entry.presentation ?? '—'} | ${entry.tapFloor} | ${entry.inpOverTapFloor ?? '—'} | ${range(entry.drawn)} | ${entry.floor} | ${entry.ratio} | ${target} | ${entry.pass === null ? '—' : entry.pass ? 'pass' : 'FAIL'} |`,
    );
  }
}

export function writeJson(file: string, rows: Row[], conditions: Record<string, unknown>): void {
  writeFileSync(file, `${JSON.stringify({ ...conditions, measuredAt: new Date().toISOString(), rows }, null, 2)}\n`);
}
