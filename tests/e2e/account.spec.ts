import { expect, test, type Page } from '@playwright/test';
import { settle } from './support/page-end';

const DEMO = { email: 'demo@niletech.eg', password: 'Demo@1234' };

const labels = {
  en: {
    email: 'E-mail',
    password: 'Password',
    login: 'Log in',
    ordersTitle: 'My orders',
    print: 'Print',
    track: 'Track order',
    timeline: 'Order timeline',
    sendCode: 'Send code',
    code: 'One-time code',
    newPassword: 'New password',
    confirmNew: 'Confirm new password',
    reset: 'Reset password',
    verify: 'Verify code',
    range: /\d+ to \d+ of \d+ orders/,
  },
  ar: {
    email: 'البريد الإلكتروني',
    password: 'كلمة المرور',
    login: 'تسجيل الدخول',
    ordersTitle: 'طلباتي',
    print: 'طباعة',
    track: 'تتبع الطلب',
    timeline: 'مراحل الطلب',
    sendCode: 'إرسال الرمز',
    code: 'الرمز لمرة واحدة',
    newPassword: 'كلمة المرور الجديدة',
    confirmNew: 'تأكيد كلمة المرور الجديدة',
    reset: 'إعادة تعيين كلمة المرور',
    verify: 'تحقق من الرمز',
    range: /\d+ إلى \d+ من \d+ طلب/,
  },
} as const;

type Locale = keyof typeof labels;

const login = async (page: Page, locale: Locale, email: string, password: string) => {
  const l = labels[locale];
  await page.getByRole('textbox', { name: l.email, exact: true }).fill(email);
  await page.getByRole('textbox', { name: l.password, exact: true }).fill(password);
  await page.getByRole('main').getByRole('button', { name: l.login, exact: true }).click();
};

const outboxCode = async (page: Page, email: string): Promise<string> => {
  const messages = await page.evaluate(async (address) => {
    const response = await fetch(`/api/__mock/outbox?email=${encodeURIComponent(address)}`);
    return (await response.json()) as { code: string }[];
  }, email);
  const last = messages.at(-1);
  if (!last) throw new Error('no code in the outbox');
  return last.code;
};

for (const locale of ['en', 'ar'] as const) {
  test.describe(`account journeys (${locale})`, () => {
    test('a guest opening orders logs in, lands there, opens an order, prints it and tracks it', async ({ page }) => {
      const l = labels[locale];
      await page.goto(`/${locale}/profile/orders`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/login\\?redirect=${encodeURIComponent(`/${locale}/profile/orders`)}`));
      await login(page, locale, DEMO.email, 'wrong-password');
      await expect(page.getByText(locale === 'en' ? 'These credentials do not match our records.' : 'بيانات الدخول غير صحيحة.').first()).toBeVisible();
      await expect(page.getByRole('textbox', { name: l.email, exact: true })).toHaveValue(DEMO.email);
      await login(page, locale, DEMO.email, DEMO.password);
      await expect(page).toHaveURL(new RegExp(`/${locale}/profile/orders$`));
      await expect(page.getByRole('heading', { name: l.ordersTitle })).toBeVisible();
      await expect(page.getByText(l.range)).toBeVisible();

      // A table on a desktop, a list of order cards on a phone: both are named "My orders".
      const orders = page.getByRole('table', { name: l.ordersTitle }).or(page.getByRole('list', { name: l.ordersTitle }));
      await orders.getByRole('link').first().click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/profile/orders/\\d+$`));
      const total = page.getByTestId('order-total');
      await expect(total).toBeVisible();

      await page.emulateMedia({ media: 'print' });
      await expect(total).toBeVisible();
      await expect(page.getByRole('button', { name: l.print })).toBeHidden();
      await expect(page.locator('header').first()).toBeHidden();
      await page.emulateMedia({ media: 'screen' });

      await page.getByRole('button', { name: l.track }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/profile/orders/\\d+/track$`));
      await expect(page.getByRole('list', { name: l.timeline })).toBeVisible();
      await expect(page.getByRole('list', { name: l.timeline }).getByRole('listitem').first()).toBeVisible();
    });

    test('forget password, reset with the code from the outbox, then log in with the new password', async ({ page }) => {
      const l = labels[locale];
      const email = 'omar@niletech.eg';
      const newPassword = `New@${locale}5678`;
      await page.goto(`/${locale}/reset-password`);
      await expect(page).toHaveURL(new RegExp(`/${locale}/forget-password$`));
      await page.getByRole('textbox', { name: l.email, exact: true }).fill(email);
      await page.getByRole('button', { name: l.sendCode }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/reset-password$`));
      await expect(page.getByText(/0[01]:\d\d/)).toBeVisible();

      // The code is checked (POST /otp/verify) before the new password is asked for.
      await expect(page.getByRole('textbox', { name: l.newPassword, exact: true })).toBeHidden();
      const code = page.getByLabel(l.code);
      await code.fill('000000');
      await page.getByRole('button', { name: l.verify }).click();
      await expect(page.getByText(locale === 'en' ? 'The code is invalid or has expired' : 'الكود غير صحيح أو انتهت صلاحيته').first()).toBeVisible();
      await expect(code).toHaveValue('000000');
      await expect(code).toBeFocused();
      await expect(page.getByRole('textbox', { name: l.newPassword, exact: true })).toBeHidden();

      await code.fill(await outboxCode(page, email));
      await page.getByRole('button', { name: l.verify }).click();
      await expect(page.getByRole('textbox', { name: l.newPassword, exact: true })).toBeFocused();
      await page.getByRole('textbox', { name: l.newPassword, exact: true }).fill(newPassword);
      await page.getByLabel(l.confirmNew).fill(newPassword);
      await page.getByRole('button', { name: l.reset }).click();
      await expect(page).toHaveURL(new RegExp(`/${locale}/login$`));
      await login(page, locale, email, newPassword);
      await expect(page).toHaveURL(new RegExp(`/${locale}/$`));
    });

    test('the public tracking page says when no order has that number and contact', async ({ page }) => {
      await page.goto(`/${locale}/track-order?orderNumber=NT-000000`);
      await page.getByRole('textbox', { name: locale === 'en' ? 'E-mail or phone used on the order' : 'البريد الإلكتروني أو الهاتف المستخدم في الطلب' }).fill(DEMO.email);
      await page.getByRole('button', { name: locale === 'en' ? 'Track' : 'تتبع', exact: true }).click();
      await expect(page.getByText(locale === 'en' ? /We could not find an order with that number/ : /لم نعثر على طلب بهذا الرقم/)).toBeVisible();
    });
  });
}

test('orders: find one order by its number (Arabic digits too), kept on reload and back; no match says so and clears', async ({ page }) => {
  await page.goto('/en/profile/orders');
  await login(page, 'en', DEMO.email, DEMO.password);
  await expect(page.getByText('1 to 10 of 13 orders')).toBeVisible();
  const orders = page.getByRole('table', { name: 'My orders' }).or(page.getByRole('list', { name: 'My orders' }));
  const field = page.getByRole('searchbox', { name: 'Order number' });

  // Lower case with a space: found, and the address says which order.
  await field.fill('nt 240004');
  await field.press('Enter');
  await expect(page).toHaveURL(/\/en\/profile\/orders\?id=NT-240004$/);
  await expect(page.getByText('1 to 1 of 1 orders')).toBeVisible();
  await expect(orders.getByRole('link')).toHaveText(['NT-240004']);
  await page.reload();
  await expect(page.getByText('1 to 1 of 1 orders')).toBeVisible();
  await expect(field).toHaveValue('NT-240004');

  // Arabic-Indic digits without the letters; then a number none of the orders has.
  await field.fill('٢٤٠٠١١');
  await page.getByRole('search', { name: 'Find an order' }).getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\?id=240011$/);
  await expect(orders.getByRole('link')).toHaveText(['NT-240011']);
  await field.fill('NT-999999');
  await field.press('Enter');
  await expect(page.getByText('None of your orders has the number NT-999999.')).toBeVisible();

  // Back: the previous search, in the field and in the list.
  await page.goBack();
  await expect(page).toHaveURL(/\?id=240011$/);
  await expect(field).toHaveValue('240011');
  await expect(orders.getByRole('link')).toHaveText(['NT-240011']);

  // Not an order number: said on the field, nothing changes; "Show all orders" brings the list back.
  await field.fill('blue phone');
  await field.press('Enter');
  await expect(page.getByText('Enter an order number such as NT-240006, or only its digits: 240006.')).toBeVisible();
  await expect(page).toHaveURL(/\?id=240011$/);
  await page.getByRole('button', { name: 'Show all orders' }).click();
  await expect(page).toHaveURL(/\/en\/profile\/orders$/);
  await expect(page.getByText('1 to 10 of 13 orders')).toBeVisible();
});

test('register, edit the profile, add an address, wishlist, compare and top up the wallet', { tag: '@phone' }, async ({ page }) => {
  // The longest journey: six pages and five forms.
  test.slow();
  const email = `shopper.${Date.now()}@example.com`;
  await page.goto('/en/register');
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page.getByText('You must agree to the terms and conditions')).toBeVisible();
  await page.getByLabel('Full name').fill('Nour Hassan');
  await page.getByRole('textbox', { name: 'E-mail', exact: true }).fill(email);
  await page.getByLabel('Phone number').fill('01012345678');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Secret@123');
  await page.getByLabel('Confirm password').fill('Secret@123');
  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByRole('checkbox', { name: /terms/ }).check();
  await page.getByRole('button', { name: 'Create account' }).click();
  await expect(page).toHaveURL(/\/en\/$/);

  await page.goto('/en/profile');
  await expect(page.getByRole('heading', { name: 'My profile' })).toBeVisible();
  await expect(page.getByLabel('Full name')).toHaveValue('Nour Hassan');
  await page.getByLabel('Full name').fill('Nour H. Hassan');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Your profile was updated').first()).toBeVisible();

  await page.goto('/en/profile/addresses');
  await expect(page.getByText('No addresses found')).toBeVisible();
  await page.getByRole('button', { name: 'Add address' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(dialog.getByText('Please select a governorate')).toBeVisible();
  await dialog.getByLabel('Address title').fill('Home');
  await dialog.getByLabel('First name').fill('Nour');
  await dialog.getByLabel('Last name').fill('Hassan');
  await dialog.getByLabel('Governorate').selectOption({ label: 'Cairo' });
  await expect(dialog.getByLabel('City').locator('option')).not.toHaveCount(1);
  await dialog.getByLabel('City').selectOption({ index: 1 });
  await dialog.getByLabel(/Detailed address/).fill('12 Tahrir Street, floor 3');
  await dialog.getByLabel('Phone number').fill('01012345678');
  await dialog.getByRole('button', { name: 'Save address' }).click();
  await expect(page.getByRole('dialog')).toBeHidden();
  await expect(page.getByText('12 Tahrir Street, floor 3', { exact: false })).toBeVisible();

  await page.goto('/en/');
  await settle(page);
  const wish = page.getByRole('button', { name: /^Add .+ to wishlist$/ }).first();
  const wishedTitle = ((await wish.getAttribute('aria-label')) ?? '').replace(/^Add (.+) to wishlist$/, '$1');
  await wish.click();
  await expect(page.getByRole('button', { name: `Remove ${wishedTitle} from wishlist` }).first()).toBeVisible();
  // Product cards only: the header's compare-list button also starts with 'Compare'.
  const compareButtons = page.getByRole('main').getByRole('button', { name: /^Compare .+/ });
  await compareButtons.nth(0).click();
  await expect(page.getByRole('button', { name: /^Remove .+ from compare list$/ }).first()).toBeVisible();
  await compareButtons.nth(0).click();
  await expect(page.getByRole('button', { name: /^Remove .+ from compare list$/ })).toHaveCount(2);

  await page.goto('/en/profile/wishlist');
  await expect(page.getByRole('article', { name: wishedTitle })).toBeVisible();

  await page.goto('/en/compare-list');
  await expect(page.getByRole('rowheader', { name: 'Availability' })).toBeVisible();
  await expect(page.getByRole('columnheader')).toHaveCount(2);
  await page.getByRole('button', { name: /^Remove .+ from the compare list$/ }).first().click();
  await expect(page.getByRole('columnheader')).toHaveCount(1);
  await page.getByRole('button', { name: 'Clear all' }).click();
  await expect(page.getByText('No products to compare')).toBeVisible();

  await page.goto('/en/profile/my-wallet');
  await expect(page.getByTestId('wallet-total')).toHaveText(/EGP\s?0/);
  await page.getByLabel(/Amount \(EGP\)/).fill('5');
  await page.getByRole('button', { name: 'Top up' }).click();
  await expect(page.getByText('The amount must be between 10 and 10,000 EGP')).toBeVisible();
  await page.getByLabel(/Amount \(EGP\)/).fill('500');
  await page.getByRole('radio', { name: /InstaPay/i }).check();
  await page.getByRole('button', { name: 'Top up' }).click();
  await expect(page.getByText('Please upload receipt')).toBeVisible();
  await page.locator('input[type=file]').setInputFiles({ name: 'receipt.png', mimeType: 'image/png', buffer: Buffer.from('89504e470d0a1a0a', 'hex') });
  await page.getByRole('button', { name: 'Top up' }).click();
  await expect(page.getByTestId('wallet-total')).toHaveText(/EGP\s?500/);
});

test('a customer opening login goes home, never to a hostile redirect', async ({ page }) => {
  await page.goto('/en/login');
  await login(page, 'en', DEMO.email, DEMO.password);
  await expect(page).toHaveURL(/\/en\/$/);
  for (const hostile of ['//evil.example', 'https://evil.example', '/\\evil.example', 'javascript:alert(1)', '%2F%2Fevil.example']) {
    await page.goto(`/en/login?redirect=${encodeURIComponent(hostile)}`);
    await expect(page).toHaveURL(/127\.0\.0\.1:\d+\/en\/$/);
  }
});
