import { chromium } from 'playwright';
const base = 'http://127.0.0.1:4341';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const api = async (page, method, path, body) => page.evaluate(async ({ method, path, body }) => {
  const s = JSON.parse(localStorage.getItem('storefront.session') ?? '{}');
  for (let i = 0; i < 50; i++) { const p = await fetch('/api/preloaded-data', { headers: { 'app-key': 'storefront-web', 'application-type': 'web', 'public-token': 'public-guest-token-1' } }); if ((p.headers.get('content-type') ?? '').includes('json')) break; await new Promise(r => setTimeout(r, 100)); }
  const r = await fetch('/api' + path, { method, headers: { 'content-type': 'application/json', 'app-key': 'storefront-web', 'application-type': 'web', 'public-token': 'public-guest-token-1', 'locale-code': 'en', authorization: 'Bearer ' + (s.token ?? 'public-guest-token-1') }, body: body === undefined ? undefined : JSON.stringify(body) });
  return r.json();
}, { method, path, body });
const out = '/work/main/docs/screenshots';
for (const [device, viewport] of [['desktop', { width: 1280, height: 800 }], ['mobile', { width: 390, height: 844 }]]) {
  for (const locale of ['en', 'ar']) {
    const context = await browser.newContext({ viewport, deviceScaleFactor: 1 });
    const page = await context.newPage();
    await page.goto(`${base}/${locale}/`);
    await page.waitForFunction(() => JSON.parse(localStorage.getItem('storefront.session') ?? '{}').token);
    const login = await api(page, 'POST', '/login', { email: 'demo@niletech.eg', password: 'Demo@1234' });
    const user = login.data.record;
    await page.evaluate((u) => localStorage.setItem('storefront.session', JSON.stringify({ user: u, token: u.access_token, role: 'customer' })), user);
    await api(page, 'DELETE', '/cart');
    const products = (await api(page, 'GET', '/products?perPage=60')).data.records.filter((p) => p.stock > 10).slice(0, 3);
    for (const p of products) await api(page, 'POST', `/cart/${p.id}`, { quantity: 1 });
    await page.reload();
    await page.getByRole('button', { name: /^(Cart|السلة)/ }).click();
    await page.getByTestId('cart-line').first().waitFor();
    await page.waitForTimeout(600);
    await page.screenshot({ path: `${out}/cart-panel-${locale}-${device}.png` });
    await page.goto(`${base}/${locale}/cart`);
    await page.getByTestId('cart-line').first().waitFor();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/cart-page-${locale}-${device}.png` });
    await page.goto(`${base}/${locale}/checkout`);
    await page.getByRole('radio').first().click();
    await page.waitForTimeout(400);
    await page.screenshot({ path: `${out}/checkout-address-${locale}-${device}.png` });
    await page.getByRole('button', { name: /Continue to payment|المتابعة إلى الدفع/ }).click();
    await page.getByRole('radio', { name: /InstaPay|إنستاباي/ }).click();
    await page.getByTestId('receipt-input').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mP8/x8AAwMCAO+ip1sAAAAASUVORK5CYII=', 'base64') });
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/checkout-payment-${locale}-${device}.png` });
    await page.getByRole('button', { name: /Continue to review|المتابعة إلى المراجعة/ }).click();
    await page.waitForTimeout(300);
    await page.screenshot({ path: `${out}/checkout-review-${locale}-${device}.png` });
    for (const result of ['successful', 'failed', 'warning']) {
      await page.goto(`${base}/${locale}/checkout/result?result=${result}&order=NT-240123&id=123&guest=0`);
      await page.getByRole('heading', { level: 1 }).waitFor();
      await page.waitForTimeout(200);
      await page.screenshot({ path: `${out}/payment-${result}-${locale}-${device}.png` });
    }
    await context.close();
  }
}
await browser.close();
console.log('done');
