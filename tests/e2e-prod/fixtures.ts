import { test as base, expect } from '@playwright/test';

export { expect };

/**
 * Every test of the `prod` project fails on a Content-Security-Policy violation: the page's
 * `securitypolicyviolation` events (recorded from the first script on) and Chromium's console errors about
 * the policy, collected for the whole test and checked after it.
 */
export const test = base.extend<{ cspViolations: string[] }>({
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeFunction('__reportCspViolation', (text: string) => violations.push(text));
      await page.addInitScript(() => {
        document.addEventListener('securitypolicyviolation', (event) => {
          const report = (window as unknown as { __reportCspViolation: (text: string) => void }).__reportCspViolation;
          void report(`${event.violatedDirective} blocked ${event.blockedURI || '(inline)'} at ${event.sourceFile}:${event.lineNumber} ${event.sample}`);
        });
      });
      page.on('console', (message) => {
        if (/Content Security Policy|Content-Security-Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
      });
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});
