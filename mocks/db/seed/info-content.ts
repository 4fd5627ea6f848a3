import type { SeedContactSubject, SeedFaqCategory, SeedLegalSection, SeedPage, Translated } from './content-types';

const t = (en: string, ar: string): Translated => ({ en, ar });
const qa = (qEn: string, qAr: string, aEn: string, aAr: string): { question: Translated; answer: Translated } => ({
  question: t(qEn, qAr),
  answer: t(aEn, aAr),
});
/** Joins HTML fragments (one array entry per block) into a single string. */
const html = (...blocks: string[]): string => blocks.join('');
const section = (slug: string, title: Translated, en: string[], ar: string[]): SeedLegalSection => ({
  slug,
  title,
  html: t(html(...en), html(...ar)),
});

/* ------------------------------------------------------------------ */
/* FAQ                                                                  */
/* ------------------------------------------------------------------ */

export const seedFaq: SeedFaqCategory[] = [
  {
    slug: 'orders',
    title: t('Orders', 'الطلبات'),
    questions: [
      qa(
        'How do I place an order?',
        'كيف أقدّم طلبًا؟',
        'Browse the store, add products to your cart and go to checkout. Choose your delivery address and payment method, review the summary and confirm. You will receive an order number by e-mail and can follow it from "My orders" in your account.',
        'تصفّح المتجر وأضف المنتجات إلى سلة التسوق ثم انتقل إلى إتمام الطلب. اختر عنوان التوصيل وطريقة الدفع وراجع ملخص الطلب ثم أكّده. سيصلك رقم الطلب عبر البريد الإلكتروني ويمكنك متابعته من صفحة "طلباتي" في حسابك.',
      ),
      qa(
        'Can I change or cancel my order?',
        'هل يمكنني تعديل طلبي أو إلغاؤه؟',
        'You can cancel an order from "My orders" as long as it has not been shipped yet. To change items or the address, contact our support team as soon as possible and we will do our best before the order leaves the warehouse. If you have already paid, the amount is refunded to your e-wallet or to your original payment method.',
        'يمكنك إلغاء الطلب من صفحة "طلباتي" طالما لم يتم شحنه بعد. ولتعديل المنتجات أو العنوان تواصل مع فريق الدعم في أسرع وقت، وسنبذل قصارى جهدنا قبل خروج الطلب من المخزن. وإذا كنت قد دفعت بالفعل، يُرد المبلغ إلى محفظتك الإلكترونية أو إلى وسيلة الدفع الأصلية.',
      ),
      qa(
        'How do I track my order?',
        'كيف أتابع حالة طلبي؟',
        'Open "My orders" in your account to see the current status: pending payment, confirmed, shipped, out for delivery or delivered. We also send you an SMS and an e-mail at every step, including the courier tracking number once the order is shipped.',
        'افتح صفحة "طلباتي" في حسابك لمعرفة الحالة الحالية: في انتظار الدفع، أو تم التأكيد، أو تم الشحن، أو جارٍ التوصيل، أو تم التسليم. كما نرسل إليك رسالة نصية وبريدًا إلكترونيًا في كل مرحلة، مع رقم تتبع شركة الشحن بمجرد شحن الطلب.',
      ),
      qa(
        'Are your products original and under warranty?',
        'هل منتجاتكم أصلية وعليها ضمان؟',
        "Yes. All electronics are 100% original and come with the official local agent's warranty or the store warranty stated on the product page. Supplements are imported through licensed distributors, and we check batch numbers and expiry dates before shipping.",
        'نعم، جميع الأجهزة الإلكترونية أصلية 100% وتأتي بضمان الوكيل المحلي الرسمي أو ضمان المتجر الموضح في صفحة المنتج. أما المكملات الغذائية فنستوردها عبر موزعين معتمدين، ونتحقق من أرقام التشغيلات وتواريخ الصلاحية قبل الشحن.',
      ),
      qa(
        'Do you accept wholesale or corporate orders?',
        'هل تقبلون طلبات الجملة أو الشركات؟',
        'Yes, we supply companies, gyms and resellers with special prices on larger quantities. Send us your request through the contact page and choose "Wholesale & corporate" as the subject.',
        'نعم، نوفر للشركات والصالات الرياضية والموزعين أسعارًا خاصة على الكميات الكبيرة. أرسل طلبك من خلال صفحة التواصل واختر "طلبات الجملة والشركات" موضوعًا للرسالة.',
      ),
    ],
  },
  {
    slug: 'shipping-and-delivery',
    title: t('Shipping & delivery', 'الشحن والتوصيل'),
    questions: [
      qa(
        'How long does delivery take?',
        'كم يستغرق التوصيل؟',
        'Orders in Cairo and Giza are delivered within 1–3 business days. Other governorates take 3–7 business days depending on the area. Orders confirmed before 2 PM are usually handed to the courier the same day.',
        'يتم توصيل الطلبات داخل القاهرة والجيزة خلال 1 إلى 3 أيام عمل، وإلى باقي المحافظات خلال 3 إلى 7 أيام عمل حسب المنطقة. وعادةً ما تُسلَّم الطلبات المؤكدة قبل الساعة 2 ظهرًا إلى شركة الشحن في اليوم نفسه.',
      ),
      qa(
        'How much does shipping cost?',
        'ما تكلفة الشحن؟',
        'Shipping fees depend on your governorate and the weight of the order, and the exact amount is shown at checkout before you confirm. We also run free-shipping offers from time to time and announce them on the home page.',
        'تعتمد رسوم الشحن على المحافظة ووزن الطلب، ويظهر المبلغ بالضبط في صفحة إتمام الطلب قبل التأكيد. كما نقدم عروض شحن مجاني من وقت لآخر ونعلن عنها في الصفحة الرئيسية.',
      ),
      qa(
        'Do you deliver to all governorates?',
        'هل توصلون إلى جميع المحافظات؟',
        'Yes, we deliver to all 27 governorates of Egypt through our courier partners. Some remote areas may need an extra day or two.',
        'نعم، نوصل الطلبات إلى جميع محافظات مصر السبع والعشرين عبر شركات الشحن المتعاقدة معنا. وقد تحتاج بعض المناطق النائية إلى يوم أو يومين إضافيين.',
      ),
      qa(
        'What should I check when I receive my order?',
        'ماذا أفحص عند استلام الطلب؟',
        'Please check that the package is sealed and undamaged before signing. For electronics, you may open the box in front of the courier to make sure the item is correct. If anything is wrong, refuse the delivery or contact us within 48 hours.',
        'يُرجى التأكد من أن الطرد مغلق وسليم قبل التوقيع بالاستلام. وفي حالة الأجهزة الإلكترونية يمكنك فتح العلبة أمام مندوب الشحن للتأكد من أن المنتج صحيح. وإذا وجدت أي مشكلة فارفض الاستلام أو تواصل معنا خلال 48 ساعة.',
      ),
    ],
  },
  {
    slug: 'payments-and-wallet',
    title: t('Payments & wallet', 'الدفع والمحفظة'),
    questions: [
      qa(
        'Which payment methods do you accept?',
        'ما طرق الدفع المتاحة؟',
        'You can pay by InstaPay, Vodafone Cash, Orange Cash, bank transfer or at any Fawry outlet, and partly or fully from your store e-wallet balance. Every order needs the payment receipt, uploaded at checkout.',
        'يمكنك الدفع عبر InstaPay أو فودافون كاش أو أورنج كاش أو التحويل البنكي أو في أي منفذ فوري، ومن رصيد محفظتك الإلكترونية في المتجر كليًا أو جزئيًا. ويحتاج كل طلب إلى إيصال الدفع، تُرفعه عند إتمام الطلب.',
      ),
      qa(
        'How do I pay with InstaPay, Vodafone Cash or bank transfer?',
        'كيف أدفع عبر InstaPay أو فودافون كاش أو التحويل البنكي؟',
        'Choose the method at checkout and you will see our account details and the exact amount to transfer. After transferring, upload a screenshot or photo of the payment receipt from the order page. Your order stays "Pending payment" until our team verifies the receipt, usually within a few working hours.',
        'اختر طريقة الدفع في صفحة إتمام الطلب وستظهر لك بيانات حسابنا والمبلغ المطلوب تحويله بالضبط. وبعد التحويل، ارفع لقطة شاشة أو صورة لإيصال الدفع من صفحة الطلب. ويظل الطلب في حالة "في انتظار الدفع" حتى يراجع فريقنا الإيصال، وعادةً ما يتم ذلك خلال ساعات عمل قليلة.',
      ),
      qa(
        'My payment receipt was rejected. What should I do?',
        'تم رفض إيصال الدفع، فماذا أفعل؟',
        'A receipt may be rejected if the image is unclear, the amount does not match or the transfer reference is missing. Open the order, check the reason shown and upload a new receipt. If you think this is a mistake, contact us and include your order number.',
        'قد يُرفض الإيصال إذا كانت الصورة غير واضحة، أو كان المبلغ غير مطابق، أو لم يظهر الرقم المرجعي للتحويل. افتح الطلب واطّلع على سبب الرفض ثم ارفع إيصالًا جديدًا. وإذا كنت ترى أن هناك خطأ، فتواصل معنا مع ذكر رقم الطلب.',
      ),
      qa(
        'What is the e-wallet and how do I top it up?',
        'ما المحفظة الإلكترونية وكيف أشحن رصيدها؟',
        'The e-wallet is a balance in Egyptian pounds in your account that you can use to pay for orders in full or in part. Refunds, trade-in credit and promotional credit are added to it automatically. To top it up, transfer the amount by InstaPay, Vodafone Cash or bank transfer and upload the receipt from the Wallet page.',
        'المحفظة الإلكترونية رصيد بالجنيه المصري داخل حسابك يمكنك استخدامه لدفع قيمة الطلبات كليًا أو جزئيًا، وتُضاف إليها تلقائيًا المبالغ المستردة ورصيد برنامج الاستبدال والأرصدة الترويجية. ولشحنها، حوّل المبلغ عبر InstaPay أو فودافون كاش أو التحويل البنكي ثم ارفع الإيصال من صفحة المحفظة.',
      ),
      qa(
        'Is paying on your website safe?',
        'هل الدفع على موقعكم آمن؟',
        'We never ask for your card details, PIN or wallet password. Transfers go only to the official account details shown on our website, and our team will never call you to ask for money to be sent to a personal number.',
        'لا نطلب منك أبدًا بيانات بطاقتك أو الرقم السري أو كلمة مرور محفظتك. ويتم التحويل فقط إلى بيانات الحسابات الرسمية الظاهرة على موقعنا، ولن يتصل بك فريقنا أبدًا ليطلب منك تحويل أموال إلى رقم شخصي.',
      ),
    ],
  },
  {
    slug: 'returns-and-warranty',
    title: t('Returns & warranty', 'الاسترجاع والضمان'),
    questions: [
      qa(
        'What is your return policy?',
        'ما سياسة الاسترجاع لديكم؟',
        'You can return most products within 14 days of delivery, as long as they are unused and in their original packaging with all accessories and the invoice. Opened supplements and snacks cannot be returned for health and safety reasons.',
        'يمكنك استرجاع معظم المنتجات خلال 14 يومًا من تاريخ الاستلام، بشرط أن تكون غير مستخدمة وفي عبوتها الأصلية مع جميع الملحقات والفاتورة. ولا يمكن استرجاع المكملات الغذائية والسناكس بعد فتحها لأسباب صحية وأخرى تتعلق بالسلامة.',
      ),
      qa(
        'How do I request a return?',
        'كيف أطلب استرجاع منتج؟',
        'Write to us from the Contact us page with the subject Returns & refunds, your order number (shown in "My orders", for example NT-240006) and the items and the reason, and we will arrange a pickup from your address. Once the item passes inspection, the refund is issued within 3–5 business days.',
        'راسلنا من صفحة "اتصل بنا" بموضوع "الاسترجاع واسترداد الأموال" واذكر رقم الطلب (تجده في صفحة "طلباتي"، مثل NT-240006) والمنتجات وسبب الاسترجاع، وسنرتب استلامها من عنوانك. وبعد فحص المنتج والتأكد من مطابقته للشروط، يتم رد المبلغ خلال 3 إلى 5 أيام عمل.',
      ),
      qa(
        'How will I receive my refund?',
        'كيف أسترد أموالي؟',
        'Refunds are added to your store e-wallet as soon as they are approved or, if you prefer, sent back to the original payment method (bank transfer, InstaPay, Vodafone Cash or Orange Cash) within 7 business days. Orders paid at Fawry are refunded to your wallet or by transfer.',
        'يُضاف المبلغ المسترد إلى محفظتك الإلكترونية في المتجر فور الموافقة، أو يُحوَّل إلى وسيلة الدفع الأصلية (تحويل بنكي أو InstaPay أو فودافون كاش أو أورنج كاش) خلال 7 أيام عمل إذا فضّلت ذلك. أما الطلبات المدفوعة عبر فوري فيُرد مبلغها إلى المحفظة أو بالتحويل.',
      ),
      qa(
        'What does the warranty cover?',
        'ماذا يغطي الضمان؟',
        'The warranty covers manufacturing defects for the period stated on the product page, usually one to two years for electronics. It does not cover physical damage, liquid damage or repairs made by unauthorised centres. Keep your invoice, as it is required for any warranty claim.',
        'يغطي الضمان عيوب الصناعة طوال المدة الموضحة في صفحة المنتج، وهي عادةً من عام إلى عامين للأجهزة الإلكترونية. ولا يشمل الضمان الكسر أو التلف الناتج عن السوائل أو الإصلاح في مراكز غير معتمدة. احتفظ بالفاتورة لأنها مطلوبة لأي مطالبة بالضمان.',
      ),
      qa(
        'I received a defective or wrong item. What now?',
        'استلمت منتجًا معيبًا أو مختلفًا عن طلبي، فماذا أفعل؟',
        'Contact us within 48 hours of delivery with your order number and photos of the item. We will replace it or refund you in full, including shipping fees, at no extra cost.',
        'تواصل معنا خلال 48 ساعة من الاستلام مع رقم الطلب وصور للمنتج، وسنستبدله أو نرد لك المبلغ كاملًا بما في ذلك رسوم الشحن دون أي تكلفة إضافية.',
      ),
    ],
  },
  {
    slug: 'account',
    title: t('Account', 'الحساب'),
    questions: [
      qa(
        'Do I need an account to place an order?',
        'هل أحتاج إلى حساب لإتمام الطلب؟',
        'Yes. A free account lets you track orders, upload payment receipts, use your e-wallet and see the order numbers you need for a return. Signing up takes less than a minute with your e-mail address or mobile number.',
        'نعم، فالحساب المجاني يتيح لك متابعة الطلبات ورفع إيصالات الدفع واستخدام محفظتك الإلكترونية ومعرفة أرقام الطلبات التي تحتاجها للاسترجاع. ويستغرق التسجيل أقل من دقيقة باستخدام بريدك الإلكتروني أو رقم هاتفك المحمول.',
      ),
      qa(
        'How do I reset my password?',
        'كيف أعيد تعيين كلمة المرور؟',
        'Click "Forgot password" on the sign-in page and enter your e-mail address. We will send you a link to set a new password; the link is valid for a limited time.',
        'اضغط على "نسيت كلمة المرور" في صفحة تسجيل الدخول وأدخل بريدك الإلكتروني، وسنرسل إليك رابطًا لتعيين كلمة مرور جديدة، علمًا بأن الرابط صالح لفترة محدودة.',
      ),
      qa(
        'How do I update my addresses and personal details?',
        'كيف أعدّل عناويني وبياناتي الشخصية؟',
        'Go to "My account" to edit your name, phone number and saved addresses. You can save several addresses, such as home and work, and choose a default one for faster checkout.',
        'ادخل إلى "حسابي" لتعديل اسمك ورقم هاتفك والعناوين المحفوظة. ويمكنك حفظ أكثر من عنوان، مثل المنزل والعمل، واختيار عنوان افتراضي لإتمام الطلب بشكل أسرع.',
      ),
      qa(
        'Can I switch the website language?',
        'هل يمكنني تغيير لغة الموقع؟',
        'Yes, the store is fully available in Arabic and English. Use the language switcher at the top of any page, and we will remember your choice on your next visit.',
        'نعم، المتجر متاح بالكامل باللغتين العربية والإنجليزية. استخدم زر تغيير اللغة أعلى أي صفحة، وسنتذكر اختيارك في زيارتك القادمة.',
      ),
      qa(
        'How do I delete my account?',
        'كيف أحذف حسابي؟',
        'Send a deletion request from the contact page or e-mail support@niletech.eg from your registered address. Any remaining wallet balance must be used or refunded first, and we will confirm the deletion within 14 days.',
        'أرسل طلب الحذف من صفحة التواصل أو راسلنا على support@niletech.eg من بريدك الإلكتروني المسجل. ويجب استخدام أي رصيد متبقٍ في المحفظة أو استرداده أولًا، وسنؤكد حذف الحساب خلال 14 يومًا.',
      ),
    ],
  },
];

/* ------------------------------------------------------------------ */
/* Terms and conditions                                                 */
/* ------------------------------------------------------------------ */

export const seedTerms: SeedLegalSection[] = [
  section('introduction', t('About these terms', 'حول هذه الشروط'),
    [
      '<p>These terms govern your use of the Nile Tech &amp; Nutrition website and any purchase you make from us. By creating an account or placing an order, you agree to them. Nile Tech &amp; Nutrition is an online store operating in the Arab Republic of Egypt.</p>',
      '<p>If you have any questions, please <a href="/en/contact-us">contact us</a> or write to <strong>support@niletech.eg</strong>.</p>',
    ],
    [
      '<p>تنظّم هذه الشروط استخدامك لموقع نايل للتقنية والتغذية وأي عملية شراء تتم من خلاله، وبإنشائك حسابًا أو تقديمك طلبًا فإنك توافق عليها. ونايل للتقنية والتغذية متجر إلكتروني يعمل في جمهورية مصر العربية.</p>',
      '<p>إذا كانت لديك أي استفسارات، يُرجى <a href="/ar/contact-us">التواصل معنا</a> أو مراسلتنا على <strong>support@niletech.eg</strong>.</p>',
    ]),
  section('your-account', t('Your account', 'حسابك'),
    [
      '<p>You are responsible for keeping your password confidential and for all activity under your account. Please make sure your name, phone number and addresses are accurate.</p>',
      "<ul><li>You must be at least 18 years old, or use the store under a parent's supervision.</li><li>Each person may hold one account. We may suspend accounts used for fraud or abuse of offers.</li><li>Tell us immediately if you suspect unauthorised use of your account.</li></ul>",
    ],
    [
      '<p>أنت مسؤول عن الحفاظ على سرية كلمة المرور وعن جميع الأنشطة التي تتم من خلال حسابك، ويُرجى التأكد من صحة اسمك ورقم هاتفك وعناوينك.</p>',
      '<ul><li>يجب ألا يقل عمرك عن 18 عامًا، أو أن تستخدم المتجر تحت إشراف أحد الوالدين.</li><li>يحق لكل شخص امتلاك حساب واحد فقط، ويحق لنا إيقاف الحسابات المستخدمة في الاحتيال أو إساءة استخدام العروض.</li><li>أبلغنا فورًا إذا اشتبهت في استخدام حسابك دون إذنك.</li></ul>',
    ]),
  section('orders-and-prices', t('Orders and prices', 'الطلبات والأسعار'),
    [
      '<p>All prices are in Egyptian pounds (EGP) and include VAT unless stated otherwise. Shipping fees are shown separately at checkout.</p>',
      '<ul><li>An order is confirmed only after we send you a confirmation and, for prepaid methods, after the payment has been verified.</li><li>We may cancel an order if a product is out of stock or was listed with an obvious pricing error; any amount paid will be refunded in full.</li><li>Offers and discount codes are valid for a limited time and cannot be combined unless stated.</li></ul>',
    ],
    [
      '<p>جميع الأسعار بالجنيه المصري وتشمل ضريبة القيمة المضافة ما لم يُذكر خلاف ذلك، وتظهر رسوم الشحن بشكل منفصل عند إتمام الطلب.</p>',
      '<ul><li>لا يُعد الطلب مؤكدًا إلا بعد أن نرسل إليك رسالة التأكيد، وبعد التحقق من الدفع في حالة طرق الدفع المسبق.</li><li>يحق لنا إلغاء الطلب إذا نفد المنتج من المخزون أو عُرض بسعر خاطئ بشكل واضح، على أن نرد أي مبلغ مدفوع بالكامل.</li><li>العروض وأكواد الخصم سارية لفترة محدودة ولا يمكن الجمع بينها ما لم يُذكر خلاف ذلك.</li></ul>',
    ]),
  section('payment', t('Payment', 'الدفع'),
    [
      '<p>We accept InstaPay, Vodafone Cash, Orange Cash, bank transfer, payment at Fawry outlets and your store e-wallet balance. Every order needs the payment receipt, uploaded at checkout.</p>',
      '<ul><li>For transfers, you must upload a clear payment receipt showing the amount and the transfer reference.</li><li>Orders whose payment is not verified within 48 hours are cancelled automatically.</li><li>Uploading a fake or altered receipt is fraud and will lead to account suspension and legal action.</li></ul>',
    ],
    [
      '<p>نقبل الدفع عبر InstaPay وفودافون كاش وأورنج كاش والتحويل البنكي وفي منافذ فوري، ومن رصيد محفظتك الإلكترونية في المتجر. ويحتاج كل طلب إلى إيصال الدفع، يُرفع عند إتمام الطلب.</p>',
      '<ul><li>في حالة التحويل، يجب رفع إيصال دفع واضح يظهر فيه المبلغ والرقم المرجعي للتحويل.</li><li>تُلغى تلقائيًا الطلبات التي لم يتم التحقق من دفعها خلال 48 ساعة.</li><li>يُعد رفع إيصال مزيف أو معدّل احتيالًا يترتب عليه إيقاف الحساب واتخاذ الإجراءات القانونية.</li></ul>',
    ]),
  section('e-wallet', t('E-wallet', 'المحفظة الإلكترونية'),
    [
      '<p>Your e-wallet holds store credit in EGP from top-ups, refunds, the trade-in program and promotions. Wallet credit can only be spent in our store.</p>',
      '<ul><li>Topped-up balance and refunds can be withdrawn to your bank account or mobile wallet on request.</li><li>Trade-in and promotional credit cannot be withdrawn, and promotional credit may expire.</li><li>The wallet balance does not earn interest and cannot be transferred to another account.</li></ul>',
    ],
    [
      '<p>تحتوي محفظتك الإلكترونية على رصيد بالجنيه المصري من عمليات الشحن والمبالغ المستردة وبرنامج الاستبدال والعروض الترويجية، ولا يمكن استخدام هذا الرصيد إلا في متجرنا.</p>',
      '<ul><li>يمكن سحب الرصيد المشحون والمبالغ المستردة إلى حسابك البنكي أو محفظة هاتفك المحمول عند الطلب.</li><li>لا يمكن سحب رصيد برنامج الاستبدال والرصيد الترويجي، وقد يكون للرصيد الترويجي تاريخ انتهاء.</li><li>لا يحقق رصيد المحفظة أي فوائد ولا يمكن تحويله إلى حساب آخر.</li></ul>',
    ]),
  section('delivery', t('Delivery', 'التوصيل'),
    [
      '<p>We deliver across Egypt. Estimated delivery times are 1–3 business days in Cairo and Giza and 3–7 business days in other governorates. These are estimates and may be affected by public holidays or circumstances beyond our control.</p>',
      '<p>Responsibility for the products passes to you on delivery, so please inspect the package before signing.</p>',
    ],
    [
      '<p>نوصل الطلبات إلى جميع أنحاء مصر، ومدة التوصيل المتوقعة من 1 إلى 3 أيام عمل في القاهرة والجيزة، ومن 3 إلى 7 أيام عمل في باقي المحافظات. وهذه المدد تقديرية وقد تتأثر بالعطلات الرسمية أو بظروف خارجة عن إرادتنا.</p>',
      '<p>تنتقل مسؤولية المنتجات إليك عند الاستلام، لذا يُرجى فحص الطرد قبل التوقيع.</p>',
    ]),
  section('returns-and-warranty', t('Returns and warranty', 'الاسترجاع والضمان'),
    [
      '<p>You may return eligible products within 14 days of delivery under our Returns and Refunds policy. Manufacturer warranties are honoured through the official service centres or through us, as stated on the product page.</p>',
      '<ul><li>Opened supplements and food products cannot be returned unless they are defective or damaged.</li><li>The warranty does not cover misuse, physical damage or liquid damage.</li></ul>',
    ],
    [
      '<p>يمكنك استرجاع المنتجات المؤهلة خلال 14 يومًا من الاستلام وفقًا لسياسة الاسترجاع واسترداد الأموال. ويتم تنفيذ ضمان الشركة المصنعة عبر مراكز الصيانة المعتمدة أو من خلالنا، حسب ما هو موضح في صفحة المنتج.</p>',
      '<ul><li>لا يمكن استرجاع المكملات الغذائية والمنتجات الغذائية بعد فتحها إلا إذا كانت معيبة أو تالفة.</li><li>لا يغطي الضمان سوء الاستخدام أو الكسر أو التلف الناتج عن السوائل.</li></ul>',
    ]),
  section('health-products', t('Health products', 'المنتجات الصحية'),
    [
      '<p>Dietary supplements are not medicines and are not intended to diagnose, treat or prevent any disease. Product information on our website is for general guidance only.</p>',
      '<p><strong>Consult your doctor</strong> before using supplements if you are pregnant, breastfeeding, under 18, taking medication or have a medical condition. Do not exceed the recommended daily dose.</p>',
    ],
    [
      '<p>المكملات الغذائية ليست أدوية، ولا تهدف إلى تشخيص أي مرض أو علاجه أو الوقاية منه، والمعلومات الواردة عن المنتجات على موقعنا للإرشاد العام فقط.</p>',
      '<p><strong>استشر طبيبك</strong> قبل استخدام المكملات إذا كنتِ حاملًا أو مرضعًا، أو كان عمرك أقل من 18 عامًا، أو كنت تتناول أدوية أو تعاني من حالة صحية. ولا تتجاوز الجرعة اليومية الموصى بها.</p>',
    ]),
  section('liability-and-governing-law', t('Liability and governing law', 'المسؤولية والقانون الواجب التطبيق'),
    [
      '<p>To the extent permitted by law, our liability for any order is limited to the value of that order. Nothing in these terms limits your rights under the Egyptian Consumer Protection Law No. 181 of 2018.</p>',
      '<p>These terms are governed by the laws of the Arab Republic of Egypt, and the courts of Cairo have jurisdiction over any dispute. We may update these terms from time to time; the version published on the website applies to new orders.</p>',
    ],
    [
      '<p>في الحدود التي يسمح بها القانون، تقتصر مسؤوليتنا عن أي طلب على قيمة هذا الطلب. ولا يوجد في هذه الشروط ما يحدّ من حقوقك بموجب قانون حماية المستهلك المصري رقم 181 لسنة 2018.</p>',
      '<p>تخضع هذه الشروط لقوانين جمهورية مصر العربية، وتختص محاكم القاهرة بالفصل في أي نزاع. وقد نحدّث هذه الشروط من وقت لآخر، وتسري النسخة المنشورة على الموقع على الطلبات الجديدة.</p>',
    ]),
];

/* ------------------------------------------------------------------ */
/* Privacy policy                                                       */
/* ------------------------------------------------------------------ */

export const seedPrivacy: SeedLegalSection[] = [
  section('overview', t('Overview', 'نظرة عامة'),
    [
      '<p>Nile Tech &amp; Nutrition respects your privacy. This policy explains what personal data we collect, why we collect it and how we protect it, in line with the Egyptian Personal Data Protection Law No. 151 of 2020.</p>',
    ],
    [
      '<p>تحترم نايل للتقنية والتغذية خصوصيتك، وتوضح هذه السياسة البيانات الشخصية التي نجمعها وأسباب جمعها وكيفية حمايتها، وفقًا لقانون حماية البيانات الشخصية المصري رقم 151 لسنة 2020.</p>',
    ]),
  section('data-we-collect', t('Data we collect', 'البيانات التي نجمعها'),
    [
      '<ul><li><strong>Account data:</strong> name, e-mail address, mobile number and password (stored encrypted).</li><li><strong>Order data:</strong> delivery addresses, purchased products and order history.</li><li><strong>Payment data:</strong> payment method, transfer references and the receipts you upload. We never store card numbers or wallet PINs.</li><li><strong>Technical data:</strong> device type, browser, language preference and pages visited.</li></ul>',
    ],
    [
      '<ul><li><strong>بيانات الحساب:</strong> الاسم والبريد الإلكتروني ورقم الهاتف المحمول وكلمة المرور (مخزنة بشكل مشفر).</li><li><strong>بيانات الطلبات:</strong> عناوين التوصيل والمنتجات المشتراة وسجل الطلبات.</li><li><strong>بيانات الدفع:</strong> طريقة الدفع والأرقام المرجعية للتحويلات والإيصالات التي ترفعها، ولا نخزن أبدًا أرقام البطاقات أو الأرقام السرية للمحافظ.</li><li><strong>البيانات التقنية:</strong> نوع الجهاز والمتصفح واللغة المفضلة والصفحات التي تزورها.</li></ul>',
    ]),
  section('how-we-use-your-data', t('How we use your data', 'كيف نستخدم بياناتك'),
    [
      '<ul><li>To process and deliver your orders and to handle returns and warranty claims.</li><li>To verify payments and protect you and us from fraud.</li><li>To send order updates by SMS and e-mail.</li><li>To send offers and newsletters, only with your consent; you can unsubscribe at any time.</li><li>To improve our website and product recommendations.</li></ul>',
    ],
    [
      '<ul><li>لتنفيذ طلباتك وتوصيلها ومتابعة طلبات الاسترجاع والضمان.</li><li>للتحقق من المدفوعات وحمايتك وحمايتنا من الاحتيال.</li><li>لإرسال تحديثات الطلبات عبر الرسائل النصية والبريد الإلكتروني.</li><li>لإرسال العروض والنشرات البريدية بعد موافقتك فقط، ويمكنك إلغاء الاشتراك في أي وقت.</li><li>لتحسين موقعنا وترشيحات المنتجات.</li></ul>',
    ]),
  section('sharing-your-data', t('Sharing your data', 'مشاركة بياناتك'),
    [
      '<p>We do not sell your personal data. We share only what is necessary with:</p>',
      '<ul><li>Courier companies, to deliver your orders.</li><li>Banks and payment providers, to confirm transfers and process refunds.</li><li>Authorised service centres, when handling warranty claims.</li><li>Government authorities, when required by law.</li></ul>',
    ],
    [
      '<p>لا نبيع بياناتك الشخصية، ونشارك فقط ما هو ضروري مع:</p>',
      '<ul><li>شركات الشحن لتوصيل طلباتك.</li><li>البنوك ومقدمي خدمات الدفع لتأكيد التحويلات وتنفيذ عمليات الاسترداد.</li><li>مراكز الصيانة المعتمدة عند التعامل مع طلبات الضمان.</li><li>الجهات الحكومية عندما يقتضي القانون ذلك.</li></ul>',
    ]),
  section('cookies', t('Cookies', 'ملفات تعريف الارتباط'),
    [
      '<p>We use essential cookies to keep you signed in and to remember your cart and language, and analytics cookies to understand how the website is used. You can control cookies from your browser settings, but some features may not work without them.</p>',
    ],
    [
      '<p>نستخدم ملفات تعريف الارتباط الأساسية للإبقاء على تسجيل دخولك وتذكّر سلة التسوق واللغة، وملفات تحليلية لفهم كيفية استخدام الموقع. ويمكنك التحكم في ملفات تعريف الارتباط من إعدادات المتصفح، لكن بعض الخصائص قد لا تعمل بدونها.</p>',
    ]),
  section('security-and-retention', t('Security and retention', 'الأمان ومدة الاحتفاظ بالبيانات'),
    [
      '<p>Your data is transmitted over encrypted connections, and access is limited to authorised staff. We keep order and invoice records for the period required by Egyptian tax law, and delete or anonymise other data when it is no longer needed.</p>',
    ],
    [
      '<p>تُنقل بياناتك عبر اتصالات مشفرة، ويقتصر الوصول إليها على الموظفين المصرح لهم. ونحتفظ بسجلات الطلبات والفواتير للمدة التي يقتضيها قانون الضرائب المصري، ونحذف البيانات الأخرى أو نُخفي ما يدل على هويتك فيها عندما لا تعود هناك حاجة إليها.</p>',
    ]),
  section('your-rights', t('Your rights', 'حقوقك'),
    [
      '<p>You have the right to access, correct or delete your personal data, to withdraw your consent to marketing messages and to object to certain kinds of processing. To exercise these rights, <a href="/en/contact-us">contact us</a> or e-mail <strong>support@niletech.eg</strong>; we will reply within 14 days.</p>',
    ],
    [
      '<p>يحق لك الاطلاع على بياناتك الشخصية أو تصحيحها أو حذفها، وسحب موافقتك على الرسائل التسويقية، والاعتراض على بعض أشكال المعالجة. ولممارسة هذه الحقوق <a href="/ar/contact-us">تواصل معنا</a> أو راسلنا على <strong>support@niletech.eg</strong>، وسنرد عليك خلال 14 يومًا.</p>',
    ]),
];

/* ------------------------------------------------------------------ */
/* Static pages                                                         */
/* ------------------------------------------------------------------ */

export const seedPages: SeedPage[] = [
  {
    slug: 'returns-and-refunds',
    title: t('Returns and Refunds', 'الاسترجاع واسترداد الأموال'),
    html: t(
      html(
        '<p>We want you to be happy with every purchase. If something is not right, you can return it within <strong>14 days</strong> of delivery.</p>',
        '<p><strong>Return conditions</strong></p>',
        '<ul><li>The product is unused and in its original packaging with all accessories, manuals, free gifts and the invoice.</li><li>Electronics must not be activated on any account (for example an Apple ID or Google account) and must be free of scratches or damage.</li><li>Supplements and snacks must be sealed, unopened and within their expiry date.</li><li>Clearance items and products marked as non-returnable cannot be returned unless they are defective.</li></ul>',
        '<p><strong>How to return an item</strong></p>',
        '<ul><li>Find the order number in "My orders" (for example NT-240006), then write to us from the <a href="/en/contact-us">Contact us</a> page: choose the subject, enter the order number in its field and tell us which items you are returning and why.</li><li>Our courier collects the item from your address. Return shipping is free for defective or wrong items.</li><li>After inspection, usually within 2–3 business days, we approve your refund.</li></ul>',
        '<p><strong>Refunds</strong></p>',
        '<p>Refunds are added to your e-wallet as soon as they are approved, or sent back to your original payment method (InstaPay, Vodafone Cash or bank transfer) within 7 business days. For change-of-mind returns, the original shipping fee is not refunded.</p>',
        '<p>Need help? <a href="/en/contact-us">Contact our support team</a>.</p>',
      ),
      html(
        '<p>نريدك أن تكون راضيًا عن كل عملية شراء، وإذا لم يكن المنتج مناسبًا لك يمكنك استرجاعه خلال <strong>14 يومًا</strong> من تاريخ الاستلام.</p>',
        '<p><strong>شروط الاسترجاع</strong></p>',
        '<ul><li>أن يكون المنتج غير مستخدم وفي عبوته الأصلية مع جميع الملحقات والكتيبات والهدايا المجانية والفاتورة.</li><li>ألا تكون الأجهزة الإلكترونية مفعّلة على أي حساب (مثل Apple ID أو حساب Google)، وأن تكون خالية من الخدوش أو التلف.</li><li>أن تكون المكملات الغذائية والسناكس مغلقة ولم تُفتح، وسارية الصلاحية.</li><li>لا يمكن استرجاع منتجات التصفية أو المنتجات المميزة بأنها غير قابلة للاسترجاع إلا إذا كانت معيبة.</li></ul>',
        '<p><strong>خطوات الاسترجاع</strong></p>',
        '<ul><li>اعرف رقم الطلب من صفحة "طلباتي" (مثل NT-240006)، ثم راسلنا من صفحة <a href="/ar/contact-us">اتصل بنا</a>: اختر الموضوع، واكتب رقم الطلب في حقله، وأخبرنا بالمنتجات التي تريد استرجاعها وسبب ذلك.</li><li>يستلم مندوب الشحن المنتج من عنوانك، ويكون شحن الإرجاع مجانيًا في حالة المنتجات المعيبة أو المختلفة عن الطلب.</li><li>بعد فحص المنتج، وعادةً ما يستغرق ذلك من 2 إلى 3 أيام عمل، نوافق على استرداد المبلغ.</li></ul>',
        '<p><strong>استرداد الأموال</strong></p>',
        '<p>يُضاف المبلغ المسترد إلى محفظتك الإلكترونية فور الموافقة، أو يُحوَّل إلى وسيلة الدفع الأصلية (InstaPay أو فودافون كاش أو التحويل البنكي) خلال 7 أيام عمل. وفي حالة الاسترجاع بسبب تغيير رأيك لا تُسترد رسوم الشحن الأصلية.</p>',
        '<p>هل تحتاج إلى مساعدة؟ <a href="/ar/contact-us">تواصل مع فريق الدعم</a>.</p>',
      ),
    ),
  },
  {
    slug: 'shipping-and-delivery',
    title: t('Shipping and Delivery', 'الشحن والتوصيل'),
    html: t(
      html(
        '<p>Nile Tech &amp; Nutrition delivers to every governorate in Egypt through trusted courier partners.</p>',
        '<p><strong>Delivery times</strong></p>',
        '<ul><li><strong>Cairo and Giza:</strong> 1–3 business days.</li><li><strong>Other governorates:</strong> 3–7 business days, depending on the area.</li></ul>',
        '<p>Orders confirmed before 2 PM on a business day usually ship the same day. Prepaid orders ship once the payment receipt has been verified. Fridays and public holidays are not business days.</p>',
        '<p><strong>Shipping fees</strong></p>',
        '<p>Fees depend on your governorate and are shown at checkout before you confirm your order.</p>',
        '<p><strong>On delivery</strong></p>',
        '<ul><li>The courier will call you before arriving, so please keep your phone available.</li><li>Check that the package is sealed before signing.</li><li>If the courier cannot reach you after two attempts, the order returns to our warehouse and we will contact you to arrange a new delivery.</li></ul>',
        '<p>Questions about a shipment? <a href="/en/contact-us">Contact us</a> with your order number.</p>',
      ),
      html(
        '<p>توصل نايل للتقنية والتغذية الطلبات إلى جميع محافظات مصر عبر شركات شحن موثوقة.</p>',
        '<p><strong>مدة التوصيل</strong></p>',
        '<ul><li><strong>القاهرة والجيزة:</strong> من 1 إلى 3 أيام عمل.</li><li><strong>باقي المحافظات:</strong> من 3 إلى 7 أيام عمل حسب المنطقة.</li></ul>',
        '<p>عادةً ما تُشحن الطلبات المؤكدة قبل الساعة 2 ظهرًا في أيام العمل في اليوم نفسه، وتُشحن الطلبات مسبقة الدفع بعد التحقق من إيصال الدفع. ولا يُحتسب يوم الجمعة والعطلات الرسمية ضمن أيام العمل.</p>',
        '<p><strong>رسوم الشحن</strong></p>',
        '<p>تعتمد الرسوم على محافظتك، وتظهر في صفحة إتمام الطلب قبل تأكيده.</p>',
        '<p><strong>عند الاستلام</strong></p>',
        '<ul><li>سيتصل بك المندوب قبل الوصول، لذا يُرجى إبقاء هاتفك متاحًا.</li><li>تأكد من أن الطرد مغلق قبل التوقيع بالاستلام.</li><li>إذا تعذّر على المندوب الوصول إليك بعد محاولتين، يعود الطلب إلى مخزننا وسنتواصل معك لتحديد موعد توصيل جديد.</li></ul>',
        '<p>لديك استفسار عن شحنة؟ <a href="/ar/contact-us">تواصل معنا</a> مع ذكر رقم الطلب.</p>',
      ),
    ),
  },
  {
    slug: 'trade-in-program',
    title: t('Trade-In Program', 'برنامج الاستبدال'),
    html: t(
      html(
        '<p>Upgrade for less: trade in your old phone, tablet or laptop and receive its value as <strong>store credit in your e-wallet</strong>, ready to spend on anything in our store.</p>',
        '<p><strong>How it works</strong></p>',
        '<ul><li>Send us your device details (brand, model, storage and condition) through the contact page.</li><li>We send you an initial quote within one business day.</li><li>Our courier collects the device from your address, or you hand it over when your new order is delivered.</li><li>After inspection, the final value is added to your wallet within 2 business days.</li></ul>',
        '<p><strong>Conditions</strong></p>',
        "<ul><li>The device must power on and be free of iCloud, Google or any other account lock.</li><li>Back up and erase your data before handing the device over; we are not responsible for data left on it.</li><li>The final value depends on the device's condition and may differ from the initial quote if the device does not match its description.</li><li>Trade-in credit cannot be withdrawn as cash.</li></ul>",
        '<p>Have a question? <a href="/en/contact-us">Contact us</a>.</p>',
      ),
      html(
        '<p>طوّر جهازك بتكلفة أقل: استبدل هاتفك أو جهازك اللوحي أو اللابتوب القديم واحصل على قيمته <strong>رصيدًا في محفظتك الإلكترونية</strong> لتستخدمه في شراء أي منتج من متجرنا.</p>',
        '<p><strong>كيف يعمل البرنامج</strong></p>',
        '<ul><li>أرسل إلينا بيانات جهازك (العلامة التجارية والطراز والسعة التخزينية والحالة) عبر صفحة التواصل.</li><li>نرسل إليك تقييمًا مبدئيًا خلال يوم عمل واحد.</li><li>يستلم مندوبنا الجهاز من عنوانك، أو تسلّمه له عند توصيل طلبك الجديد.</li><li>بعد فحص الجهاز، تُضاف قيمته النهائية إلى محفظتك خلال يومي عمل.</li></ul>',
        '<p><strong>الشروط</strong></p>',
        '<ul><li>يجب أن يعمل الجهاز وأن يكون خاليًا من قفل iCloud أو Google أو أي حساب آخر.</li><li>احتفظ بنسخة احتياطية من بياناتك ثم امسحها قبل تسليم الجهاز، فنحن غير مسؤولين عن أي بيانات تبقى عليه.</li><li>تعتمد القيمة النهائية على حالة الجهاز، وقد تختلف عن التقييم المبدئي إذا لم تطابق حالته الوصف المرسل.</li><li>لا يمكن سحب رصيد برنامج الاستبدال نقدًا.</li></ul>',
        '<p>لديك سؤال؟ <a href="/ar/contact-us">تواصل معنا</a>.</p>',
      ),
    ),
  },
];

/* ------------------------------------------------------------------ */
/* Contact form subjects                                                */
/* ------------------------------------------------------------------ */

export const seedContactSubjects: SeedContactSubject[] = [
  { id: 1, title: t('Order inquiry', 'استفسار عن طلب') },
  { id: 2, title: t('Payment issue', 'مشكلة في الدفع') },
  { id: 3, title: t('Returns & refunds', 'الاسترجاع واسترداد الأموال') },
  { id: 4, title: t('Product question', 'سؤال عن منتج') },
  { id: 5, title: t('Wholesale & corporate', 'طلبات الجملة والشركات') },
  { id: 6, title: t('Other', 'أخرى') },
];
