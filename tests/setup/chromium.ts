import { existsSync } from 'node:fs';

/**
 * How tests launch Chromium. Here no browser can be downloaded, so Debian's /usr/bin/chromium is used;
 * elsewhere set CHROMIUM_PATH, or leave it unset with no /usr/bin/chromium to use Playwright's own.
 */
const candidate = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumLaunchOptions = {
  executablePath: existsSync(candidate) ? candidate : undefined,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
