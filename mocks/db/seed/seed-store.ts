import type { BannerRow, CouponRow, PageMetaRow, PaymentMethodRow, SettingsRow } from '../types';

const DAY = 24 * 60 * 60 * 1000;

export const STORE_NAME = { en: 'Nile Tech & Nutrition', ar: 'نايل للتقنية والتغذية' };

/**
 * Every method leaves a proof of payment the shopper uploads (spec section 5: checkout needs a receipt): four
 * transfers and a Fawry reference paid at an outlet. Where to send the money is in `instructions`.
 */
export function seedPaymentMethods(): PaymentMethodRow[] {
  return [
    {
      id: 1,
      code: 'fawry',
      title: { en: 'Fawry', ar: 'فوري' },
      description: {
        en: 'Pay at any Fawry outlet or in the Fawry app with our merchant code, then upload the Fawry receipt.',
        ar: 'ادفع في أي منفذ فوري أو من تطبيق فوري بكود التاجر، ثم ارفع إيصال فوري.',
      },
      instructions: {
        en: 'Fawry merchant code 7788 · Nile Tech & Nutrition · enter the amount shown at checkout',
        ar: 'كود التاجر في فوري 7788 · نايل للتقنية والتغذية · أدخل المبلغ الظاهر عند إتمام الطلب',
      },
    },
    {
      id: 2,
      code: 'instapay',
      title: { en: 'InstaPay', ar: 'إنستاباي' },
      description: {
        en: 'Send the amount with InstaPay, then upload a screenshot of the transfer.',
        ar: 'حوّل المبلغ عبر إنستاباي ثم ارفع صورة من إيصال التحويل.',
      },
      instructions: { en: 'InstaPay address: niletech@instapay', ar: 'عنوان إنستاباي: niletech@instapay' },
    },
    {
      id: 3,
      code: 'vodafone_cash',
      title: { en: 'Vodafone Cash', ar: 'فودافون كاش' },
      description: {
        en: 'Transfer the amount from your Vodafone Cash wallet, then upload the receipt.',
        ar: 'حوّل المبلغ من محفظة فودافون كاش ثم ارفع الإيصال.',
      },
      instructions: { en: 'Vodafone Cash number: 010 1234 5678', ar: 'رقم فودافون كاش: 010 1234 5678' },
    },
    {
      id: 4,
      code: 'bank_transfer',
      title: { en: 'Bank transfer', ar: 'تحويل بنكي' },
      description: {
        en: 'Transfer the amount to our bank account, then upload the transfer receipt.',
        ar: 'حوّل المبلغ إلى حسابنا البنكي ثم ارفع إيصال التحويل.',
      },
      instructions: {
        en: 'National Bank of Egypt · Nile Tech & Nutrition LLC · Account 1003 4567 8901 2345 · IBAN EG38 0003 0001 1003 4567 8901 2345',
        ar: 'البنك الأهلي المصري · شركة نايل للتقنية والتغذية · حساب 1003 4567 8901 2345 · IBAN EG38 0003 0001 1003 4567 8901 2345',
      },
    },
    {
      id: 5,
      code: 'orange_cash',
      title: { en: 'Orange Cash', ar: 'أورنج كاش' },
      description: {
        en: 'Transfer the amount from your Orange Cash wallet, then upload the confirmation message.',
        ar: 'حوّل المبلغ من محفظة أورنج كاش ثم ارفع رسالة التأكيد.',
      },
      instructions: { en: 'Orange Cash number: 012 2345 6789', ar: 'رقم أورنج كاش: 012 2345 6789' },
    },
  ];
}

export function seedCoupons(): CouponRow[] {
  return [
    { code: 'WELCOME10', type: 'percent', value: 10, minimumOrder: 0, expiresAt: null },
    { code: 'SAVE200', type: 'fixed', value: 200, minimumOrder: 2000, expiresAt: null },
    { code: 'EXPIRED25', type: 'percent', value: 25, minimumOrder: 0, expiresAt: Date.UTC(2025, 0, 31, 21, 59, 59) },
    { code: 'BIG15', type: 'percent', value: 15, minimumOrder: 50000, expiresAt: null },
  ];
}

export function seedSettings(now: number): SettingsRow {
  return {
    name: STORE_NAME,
    description: {
      en: 'Electronics, gadgets and sports nutrition delivered across Egypt. Genuine products, local warranty and easy transfers.',
      ar: 'إلكترونيات وأجهزة ذكية ومكملات رياضية مع توصيل لكل محافظات مصر. منتجات أصلية وضمان محلي وتحويلات سهلة.',
    },
    contactAddress: {
      en: '26 July Street, Zamalek, Cairo, Egypt',
      ar: '26 شارع 26 يوليو، الزمالك، القاهرة، مصر',
    },
    googleMapUrl: 'https://maps.google.com/?q=30.0609,31.2197',
    phoneNumbers: ['+20 2 2735 1234', '+20 100 123 4567'],
    email: 'support@niletech.eg',
    social: {
      facebook: 'https://www.facebook.com/niletech.eg',
      instagram: 'https://www.instagram.com/niletech.eg',
      twitter: 'https://x.com/niletech_eg',
      youtube: 'https://www.youtube.com/@niletech-eg',
      linkedin: 'https://www.linkedin.com/company/niletech-eg',
    },
    topHeader: {
      isActive: true,
      endTime: now + 10 * DAY,
      body: { en: 'White Friday: up to 40% off electronics', ar: 'الجمعة البيضاء: خصومات حتى 40% على الإلكترونيات' },
      link: '/shop?sortBy=discount',
    },
  };
}

const meta = (pageUrl: string, en: [string, string], ar: [string, string], keywords: string): PageMetaRow => ({
  pageUrl,
  title: { en: en[0], ar: ar[0] },
  description: { en: en[1], ar: ar[1] },
  keywords,
});

export function seedPageMetas(): PageMetaRow[] {
  return [
    meta('/', ['Nile Tech & Nutrition | Electronics and supplements in Egypt', 'Shop phones, laptops, audio, gaming and sports nutrition with delivery across Egypt.'], ['نايل للتقنية والتغذية | إلكترونيات ومكملات في مصر', 'تسوق الهواتف واللابتوبات والصوتيات والألعاب والمكملات الرياضية مع التوصيل لكل مصر.'], 'electronics, supplements, Egypt, online shop'),
    meta('/shop', ['Shop all products', 'Browse, filter and sort our whole catalogue of electronics and supplements.'], ['تسوق كل المنتجات', 'تصفح وفلتر ورتب كل منتجاتنا من الإلكترونيات والمكملات.'], 'shop, products, deals'),
    meta('/categories', ['All categories', 'Every category of Nile Tech & Nutrition in one place.'], ['كل الأقسام', 'كل أقسام نايل للتقنية والتغذية في مكان واحد.'], 'categories'),
    meta('/brands', ['All brands', 'Genuine products from the brands you trust.'], ['كل الماركات', 'منتجات أصلية من الماركات التي تثق بها.'], 'brands'),
    meta('/cart', ['Your cart', 'Review the products in your cart before checkout.'], ['سلة التسوق', 'راجع منتجات السلة قبل إتمام الطلب.'], 'cart'),
    meta('/checkout', ['Checkout', 'Choose a shipping address and a payment method, then place your order.'], ['إتمام الطلب', 'اختر عنوان الشحن وطريقة الدفع ثم أكد طلبك.'], 'checkout, payment, shipping'),
    meta('/contact-us', ['Contact us', 'Questions about an order or a product? Our support team is here to help.'], ['تواصل معنا', 'لديك سؤال عن طلب أو منتج؟ فريق الدعم جاهز لمساعدتك.'], 'contact, support'),
    meta('/faq', ['Frequently asked questions', 'Answers about orders, shipping, payment, returns and warranty.'], ['الأسئلة الشائعة', 'إجابات عن الطلبات والشحن والدفع والاسترجاع والضمان.'], 'faq, help'),
    meta('/privacy-policy', ['Privacy policy', 'How we collect, use and protect your personal data.'], ['سياسة الخصوصية', 'كيف نجمع بياناتك الشخصية ونستخدمها ونحميها.'], 'privacy'),
    meta('/terms-and-conditions', ['Terms and conditions', 'The terms that apply when you shop with us.'], ['الشروط والأحكام', 'الشروط التي تنطبق عند التسوق معنا.'], 'terms, conditions'),
    meta('/compare-list', ['Compare products', 'Compare up to 4 products side by side.'], ['مقارنة المنتجات', 'قارن حتى 4 منتجات جنبًا إلى جنب.'], 'compare'),
    meta('/login', ['Log in', 'Log in to track orders, use your wallet and save addresses.'], ['تسجيل الدخول', 'سجّل الدخول لتتبع طلباتك واستخدام محفظتك وحفظ عناوينك.'], 'login, account'),
    meta('/register', ['Create an account', 'Register to save your wishlist, addresses and order history.'], ['إنشاء حساب', 'سجّل لحفظ قائمة الأمنيات والعناوين وسجل الطلبات.'], 'register, account'),
  ];
}

export function seedBanners(): BannerRow[] {
  return [
    {
      id: 1,
      title: { en: 'White Friday is here', ar: 'الجمعة البيضاء بدأت' },
      subtitle: { en: 'Up to 40% off phones, laptops and audio', ar: 'خصومات حتى 40% على الهواتف واللابتوبات والصوتيات' },
      link: '/shop?sortBy=discount',
      art: 'phone',
    },
    {
      id: 2,
      title: { en: 'Fuel your training', ar: 'وقود تمرينك' },
      subtitle: { en: 'Whey, creatine and vitamins from trusted brands', ar: 'واي بروتين وكرياتين وفيتامينات من ماركات موثوقة' },
      link: '/categories',
      art: 'protein',
    },
    {
      id: 3,
      title: { en: 'Level up your setup', ar: 'طوّر جهازك' },
      subtitle: { en: 'Gaming gear and accessories, delivered in 2–4 days', ar: 'إكسسوارات ومعدات الألعاب بتوصيل خلال 2–4 أيام' },
      link: '/shop',
      art: 'gaming',
    },
    {
      id: 4,
      title: { en: 'Pay your way', ar: 'ادفع بطريقتك' },
      subtitle: { en: 'InstaPay, Vodafone Cash, Fawry or your wallet', ar: 'إنستاباي أو فودافون كاش أو فوري أو محفظتك' },
      link: '/shop',
      art: 'accessory',
    },
  ];
}
