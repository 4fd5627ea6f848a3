import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { chromiumLaunchOptions } from '../../setup/chromium';

/**
 * Which renderer draws the screenshots, and where its baselines live. A PNG made by one Chromium build
 * differs from another's by a few hundred anti-aliased pixels, so baselines are kept per Chromium major
 * version and platform: `tests/visual/baselines/chromium-<major>-<platform>/<project>/<name>.png`.
 * A machine whose Chromium has no baselines of its own never compares against another build's images: it
 * writes its own and reports every screen as skipped with a warning (see visual.spec.ts, decision 016).
 */
const browserPath = (): string | undefined => {
  if (chromiumLaunchOptions.executablePath) return chromiumLaunchOptions.executablePath;
  try {
    // Playwright's own Chromium (no /usr/bin/chromium and no CHROMIUM_PATH).
    return chromium.executablePath();
  } catch {
    return undefined;
  }
};

/** "156" from `chromium --version` ("Chromium 156.0.8078.79 built on Debian…"); "unknown" when it cannot be read. */
export const readChromiumMajor = (): string => {
  const path = browserPath();
  if (!path || !existsSync(path)) return 'unknown';
  try {
    const out = execFileSync(path, ['--version'], { encoding: 'utf8', timeout: 15_000, stdio: ['ignore', 'pipe', 'ignore'] });
    return /(\d+)\.\d+\.\d+\.\d+/.exec(out)?.[1] ?? 'unknown';
  } catch {
    return 'unknown';
  }
};

export const CHROMIUM_MAJOR = process.env.VISUAL_CHROMIUM_MAJOR ?? readChromiumMajor();
// Workers load the config again: hand them the version read once by the runner.
process.env.VISUAL_CHROMIUM_MAJOR = CHROMIUM_MAJOR;

export const RENDERER = `chromium-${CHROMIUM_MAJOR}-${process.platform}`;
export const BASELINE_DIR = join('tests', 'visual', 'baselines', RENDERER);
export const SNAPSHOT_PATH_TEMPLATE = `{testDir}/baselines/${RENDERER}/{projectName}/{arg}{ext}`;

/**
 * True when this renderer had baselines when the run started (read once by the runner and handed to the
 * workers, so the images a first run records do not turn the rest of that run into comparisons).
 */
process.env.VISUAL_HAS_BASELINES ??= String(existsSync(BASELINE_DIR) && readdirSync(BASELINE_DIR).length > 0);
export const HAS_BASELINES = process.env.VISUAL_HAS_BASELINES === 'true';
