import { HOSTILE_CMS_HTML, THIRD_PARTY } from '../fixtures/hostile-cms-html';
import { expect, test } from './fixtures';
import { PROD_API_URL } from './ports';

/*
 * Issue 39 point 11, on the production build behind its nginx and Content-Security-Policy: sanitizing a hostile CMS
 * page raises no `securitypolicyviolation` event (a report endpoint would otherwise get one per style attribute,
 * style sheet or base), and the harmless part of the page is still shown. The mock's tester hooks are off in this
 * project, so the terms page's answer is rewritten on its way to the page: its first section becomes every payload
 * of the hostile fixture, plus harmless content.
 */

const HARMLESS = '<h2>Harmless heading</h2><p>Read the <a href="/en/shop" target="_blank">shop in a new tab</a> or <a href="https://example.com/help">help</a>.</p>';

test('a hostile CMS page is sanitized without one CSP violation event, and its harmless content stays', async ({ page, context, cspViolations }) => {
  const thirdParty: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith(THIRD_PARTY)) thirdParty.push(request.url());
  });
  await context.route(`**://*${THIRD_PARTY}/**`, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<p>elsewhere</p>' }));
  const hostile = HOSTILE_CMS_HTML.map((payload) => `<section>${payload.html}</section>`).join('') + HARMLESS;
  let served = 0;
  await context.route(`${PROD_API_URL}/terms-and-conditions*`, async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as { data: { records: { content: string }[] } };
    const first = body.data.records[0];
    if (first) first.content = hostile;
    served += 1;
    await route.fulfill({ response, json: body });
  });

  // The events counted on their own (the project's fixture also fails the test on any, or on Chromium's console report).
  await page.addInitScript(() => {
    const counted = window as unknown as { __cspEvents: number };
    counted.__cspEvents = 0;
    document.addEventListener('securitypolicyviolation', () => (counted.__cspEvents += 1));
  });
  await page.goto('/en/terms-and-conditions');
  const main = page.getByRole('main');
  await expect(main.getByRole('heading', { name: 'Harmless heading' })).toBeVisible();
  expect(served).toBeGreaterThan(0);
  for (const name of ['shop in a new tab', 'Named window', 'New tab']) {
    await expect(main.getByRole('link', { name, exact: true })).toHaveAttribute('rel', 'noopener noreferrer');
  }
  await expect(main.getByRole('link', { name: 'help' })).toHaveAttribute('href', 'https://example.com/help');
  await expect(main.getByText('Overlay')).toBeVisible();
  // What was dropped stays dropped (the second line, DOMPurify, still runs).
  const content = main.locator('div', { has: page.getByRole('heading', { name: 'Harmless heading' }) }).last();
  expect(await content.locator('[id], [name], [style], style, script, iframe, form, base, meta, link, [onerror], [onload]').count()).toBe(0);
  // Events are dispatched as a task after the parse: give them time to arrive before counting.
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 500)));
  expect(await page.evaluate(() => (window as unknown as { __cspEvents: number }).__cspEvents), 'securitypolicyviolation events on the hostile page').toBe(0);
  expect(cspViolations, 'CSP violations (events and console reports) while the CMS page was sanitized').toEqual([]);
  expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined();
  expect(thirdParty).toEqual([]);
});
