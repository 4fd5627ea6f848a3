import type { SeedBrand, SeedCategory, SeedProduct, SeedSpec, SeedTag, Translated } from './content-types';

/* ------------------------------------------------------------------ */
/* Helpers                                                              */
/* ------------------------------------------------------------------ */

const t = (en: string, ar: string): Translated => ({ en, ar });

/** Spec labels, keyed by spec key. */
const LABELS = {
  storage: t('Storage', 'السعة التخزينية'),
  ram: t('RAM', 'الذاكرة العشوائية (RAM)'),
  screen: t('Screen', 'الشاشة'),
  battery: t('Battery', 'البطارية'),
  camera: t('Main camera', 'الكاميرا الرئيسية'),
  processor: t('Processor', 'المعالج'),
  gpu: t('Graphics card', 'كارت الشاشة'),
  os: t('Operating system', 'نظام التشغيل'),
  charging: t('Charging', 'الشحن'),
  connectivity: t('Connectivity', 'الاتصال'),
  type: t('Type', 'النوع'),
  anc: t('Noise cancelling', 'عزل الضوضاء'),
  water: t('Water resistance', 'مقاومة الماء'),
  sensors: t('Health sensors', 'المستشعرات الصحية'),
  sensor: t('Sensor', 'المستشعر'),
  resolution: t('Resolution', 'الدقة'),
  video: t('Video', 'الفيديو'),
  lens: t('Lens', 'العدسة'),
  mount: t('Lens mount', 'حامل العدسات'),
  platform: t('Platform', 'المنصة'),
  buttons: t('Buttons', 'الأزرار'),
  size: t('Screen size', 'مقاس الشاشة'),
  panel: t('Panel', 'نوع اللوحة'),
  refresh: t('Refresh rate', 'معدل التحديث'),
  smart: t('Smart platform', 'النظام الذكي'),
  output: t('Output power', 'قدرة الخرج'),
  ports: t('Ports', 'المنافذ'),
  capacity: t('Capacity', 'السعة'),
  length: t('Length', 'الطول'),
  compat: t('Compatibility', 'التوافق'),
  suction: t('Suction power', 'قوة الشفط'),
  weight: t('Net weight', 'الوزن الصافي'),
  servings: t('Servings', 'عدد الحصص'),
  protein: t('Protein per serving', 'البروتين في الحصة'),
  calories: t('Calories per serving', 'السعرات في الحصة'),
  flavour: t('Flavour', 'النكهة'),
  count: t('Count', 'العدد'),
  dose: t('Key dose', 'الجرعة الأساسية'),
  usage: t('Directions', 'طريقة الاستخدام'),
  caffeine: t('Caffeine per serving', 'الكافيين في الحصة'),
  sugar: t('Sugar', 'السكر'),
  ingredients: t('Ingredients', 'المكونات'),
  volume: t('Volume', 'الحجم'),
} satisfies Record<string, Translated>;

type SpecKey = keyof typeof LABELS;
/** [key, English value, Arabic value (derived from the English one when omitted)]. */
type SpecRow = [key: SpecKey, en: string, ar?: string];
/** [brand, English title, Arabic title, price EGP, space separated tags, English description, Arabic description, specs, extra keywords]. */
type Row = [brand: BrandSlug, en: string, ar: string, price: number, tags: string, descEn: string, descAr: string, specs: SpecRow[], keywords: string];

/** Unit words that do not change with the number. */
const UNITS: Record<string, string> = {
  GB: 'جيجابايت',
  TB: 'تيرابايت',
  mAh: 'مللي أمبير',
  MP: 'ميجابكسل',
  Hz: 'هرتز',
  W: 'واط',
  inch: 'بوصة',
  kg: 'كجم',
  g: 'جم',
  mg: 'مجم',
  mcg: 'ميكروجرام',
  IU: 'وحدة دولية',
  m: 'متر',
  mm: 'مم',
  ml: 'مل',
  Pa: 'باسكال',
};

/** Counted nouns: [singular (1-2, 100…), accusative singular (11-99), plural (3-10)]. */
const NOUNS: Record<string, [string, string, string]> = {
  tablets: ['قرص', 'قرصًا', 'أقراص'],
  capsules: ['كبسولة', 'كبسولة', 'كبسولات'],
  softgels: ['كبسولة جيلاتينية', 'كبسولة جيلاتينية', 'كبسولات جيلاتينية'],
  servings: ['حصة', 'حصة', 'حصص'],
  hours: ['ساعة', 'ساعة', 'ساعات'],
  days: ['يوم', 'يومًا', 'أيام'],
  bars: ['لوح', 'لوحًا', 'ألواح'],
  pieces: ['قطعة', 'قطعة', 'قطع'],
  bags: ['كيس', 'كيسًا', 'أكياس'],
  cans: ['علبة', 'علبة', 'علب'],
  kcal: ['سعرة حرارية', 'سعرة حرارية', 'سعرات حرارية'],
};

/** Arabic rendering of simple "number unit" values such as "256 GB" or "60 tablets". */
const arabicValue = (en: string): string => {
  const words = en.split(' ');
  return words
    .map((word, i) => {
      const noun = NOUNS[word];
      if (noun) {
        const n = Number((words[i - 1] ?? '').replace(/,/g, ''));
        const r = n % 100;
        return r >= 3 && r <= 10 ? noun[2] : r >= 11 ? noun[1] : noun[0];
      }
      return UNITS[word] ?? word;
    })
    .join(' ');
};

const scr = (size: string, panel: string, hz?: number): SpecRow => [
  'screen',
  `${size} inch ${panel}${hz ? `, ${hz} Hz` : ''}`,
  `${size} بوصة ${panel}${hz ? ` بتردد ${hz} هرتز` : ''}`,
];

const slugify = (s: string): string =>
  s
    .toLowerCase()
    .replace(/\+/g, ' plus ')
    .replace(/&/g, ' and ')
    .replace(/%/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const group = (category: string, categoryKeywords: string, rows: Row[]): SeedProduct[] =>
  rows.map(([brand, en, ar, price, tags, descEn, descAr, specs, keywords]) => ({
    slug: slugify(en),
    category,
    brand,
    title: t(en, ar),
    description: t(descEn, descAr),
    price,
    tags: tags.split(' '),
    specs: specs.map(([key, value, arValue]): SeedSpec => ({ key, label: LABELS[key], value: t(value, arValue ?? arabicValue(value)) })),
    keywords: `${brandData[brand][1].toLowerCase()}, ${keywords}, ${categoryKeywords}`,
  }));

/* ------------------------------------------------------------------ */
/* Categories                                                           */
/* ------------------------------------------------------------------ */

export const seedCategories: SeedCategory[] = [
  {
    slug: 'mobile-phones',
    kind: 'electronics',
    art: 'phone',
    title: t('Mobile Phones', 'الهواتف المحمولة'),
    description: t(
      'The latest smartphones from Samsung, Apple, Xiaomi, Oppo and Huawei with official local warranty.',
      'أحدث الهواتف الذكية من سامسونج وأبل وشاومي وأوبو وهواوي بضمان محلي رسمي.',
    ),
  },
  {
    slug: 'laptops',
    kind: 'electronics',
    art: 'laptop',
    title: t('Laptops', 'أجهزة اللابتوب'),
    description: t(
      'Laptops for study, work, creative projects and gaming from Apple, Lenovo, HP, Huawei and Samsung.',
      'أجهزة لابتوب للدراسة والعمل والمشاريع الإبداعية والألعاب من أبل ولينوفو وإتش بي وهواوي وسامسونج.',
    ),
  },
  {
    slug: 'tablets',
    kind: 'electronics',
    art: 'tablet',
    title: t('Tablets', 'الأجهزة اللوحية'),
    description: t(
      'iPads and Android tablets for learning, entertainment and productivity on the go.',
      'أجهزة آيباد وتابلت أندرويد للتعلم والترفيه والإنتاجية أثناء التنقل.',
    ),
  },
  {
    slug: 'headphones-audio',
    kind: 'electronics',
    art: 'audio',
    title: t('Headphones & Audio', 'السماعات والصوتيات'),
    description: t(
      'Wireless earbuds, noise-cancelling headphones and portable Bluetooth speakers.',
      'سماعات أذن لاسلكية وسماعات رأس بعزل الضوضاء وسماعات بلوتوث محمولة.',
    ),
  },
  {
    slug: 'smart-watches',
    kind: 'electronics',
    art: 'wearable',
    title: t('Smart Watches & Wearables', 'الساعات الذكية والأساور الرياضية'),
    description: t(
      'Smartwatches and fitness bands to track your health, workouts and sleep.',
      'ساعات ذكية وأساور رياضية لمتابعة صحتك وتمارينك ونومك.',
    ),
  },
  {
    slug: 'cameras',
    kind: 'electronics',
    art: 'camera',
    title: t('Cameras', 'الكاميرات'),
    description: t(
      'Mirrorless, DSLR and vlogging cameras from Canon and Sony for beginners and professionals.',
      'كاميرات بدون مرآة وكاميرات DSLR وكاميرات فلوج من كانون وسوني للمبتدئين والمحترفين.',
    ),
  },
  {
    slug: 'gaming',
    kind: 'electronics',
    art: 'gaming',
    title: t('Gaming', 'الألعاب'),
    description: t(
      'PlayStation consoles, controllers, handhelds, gaming mice, keyboards and headsets.',
      'أجهزة بلايستيشن وأذرع التحكم وأجهزة الألعاب المحمولة وفئران ولوحات مفاتيح وسماعات الألعاب.',
    ),
  },
  {
    slug: 'tvs',
    kind: 'electronics',
    art: 'tv',
    title: t('TVs & Screens', 'الشاشات والتلفزيونات'),
    description: t(
      'Smart 4K, QLED and OLED TVs in every size, from bedroom screens to home cinema.',
      'شاشات سمارت 4K وQLED وOLED بكل المقاسات، من شاشات غرف النوم إلى السينما المنزلية.',
    ),
  },
  {
    slug: 'accessories',
    kind: 'electronics',
    art: 'accessory',
    title: t('Chargers, Cables & Power Banks', 'الشواحن والكابلات والباور بانك'),
    description: t(
      'Original fast chargers, durable cables and power banks to keep your devices running.',
      'شواحن سريعة أصلية وكابلات متينة وباور بانك لتبقى أجهزتك تعمل دائمًا.',
    ),
  },
  {
    slug: 'smart-home',
    kind: 'electronics',
    art: 'smart-home',
    title: t('Smart Home', 'المنزل الذكي'),
    description: t(
      'Robot vacuums, security cameras, smart lighting and plugs for a smarter, safer home.',
      'مكانس روبوت وكاميرات مراقبة وإضاءة وفيش ذكية لمنزل أذكى وأكثر أمانًا.',
    ),
  },
  {
    slug: 'protein',
    kind: 'supplements',
    art: 'protein',
    title: t('Protein', 'البروتين'),
    description: t(
      'Whey, isolate, casein, plant protein and mass gainers from trusted global brands.',
      'واي بروتين وأيزوليت وكازين وبروتين نباتي ومكملات زيادة الوزن من علامات عالمية موثوقة.',
    ),
  },
  {
    slug: 'vitamins-minerals',
    kind: 'supplements',
    art: 'vitamins',
    title: t('Vitamins & Minerals', 'الفيتامينات والمعادن'),
    description: t(
      'Multivitamins, vitamin D, zinc, magnesium and omega-3 to support your daily health.',
      'ملتي فيتامين وفيتامين د والزنك والماغنسيوم والأوميجا 3 لدعم صحتك اليومية.',
    ),
  },
  {
    slug: 'pre-workout-energy',
    kind: 'supplements',
    art: 'preworkout',
    title: t('Pre-Workout & Energy', 'ما قبل التمرين والطاقة'),
    description: t(
      'Pre-workouts, creatine, amino acids and caffeine for energy, strength and focus.',
      'مكملات ما قبل التمرين والكرياتين والأحماض الأمينية والكافيين للطاقة والقوة والتركيز.',
    ),
  },
  {
    slug: 'healthy-snacks',
    kind: 'supplements',
    art: 'snack',
    title: t('Healthy Snacks & Bars', 'السناكس الصحية وألواح البروتين'),
    description: t(
      'Protein bars, cookies, wafers, nut butters and nuts for smarter snacking.',
      'ألواح وكوكيز وويفر بالبروتين وزبدة الفول السوداني والمكسرات لسناكس صحية أذكى.',
    ),
  },
];

/* ------------------------------------------------------------------ */
/* Brands                                                               */
/* ------------------------------------------------------------------ */

/** slug: [kind, English name, Arabic name, featured, colour]. */
const brandData = {
  samsung: ['electronics', 'Samsung', 'سامسونج', true, '#1428a0'],
  apple: ['electronics', 'Apple', 'أبل', true, '#1d1d1f'],
  xiaomi: ['electronics', 'Xiaomi', 'شاومي', true, '#ff6900'],
  oppo: ['electronics', 'Oppo', 'أوبو', false, '#1ba784'],
  lenovo: ['electronics', 'Lenovo', 'لينوفو', false, '#e2231a'],
  hp: ['electronics', 'HP', 'إتش بي', false, '#0096d6'],
  anker: ['electronics', 'Anker', 'أنكر', true, '#00a7e1'],
  jbl: ['electronics', 'JBL', 'جي بي إل', false, '#ff3300'],
  sony: ['electronics', 'Sony', 'سوني', true, '#000000'],
  logitech: ['electronics', 'Logitech', 'لوجيتك', false, '#00b8fc'],
  huawei: ['electronics', 'Huawei', 'هواوي', false, '#cf0a2c'],
  baseus: ['electronics', 'Baseus', 'باسيوس', false, '#2b2b2b'],
  canon: ['electronics', 'Canon', 'كانون', false, '#cc0000'],
  'optimum-nutrition': ['supplements', 'Optimum Nutrition', 'أوبتيموم نيوتريشن', true, '#c8102e'],
  myprotein: ['supplements', 'Myprotein', 'ماي بروتين', true, '#0d2c54'],
  muscletech: ['supplements', 'MuscleTech', 'ماسل تك', false, '#e31837'],
  'now-foods': ['supplements', 'NOW Foods', 'ناو فودز', false, '#005da4'],
  centrum: ['supplements', 'Centrum', 'سنتروم', true, '#0b3b8c'],
  solgar: ['supplements', 'Solgar', 'سولجار', false, '#8b6d2c'],
  'applied-nutrition': ['supplements', 'Applied Nutrition', 'أبلايد نيوتريشن', false, '#e4002b'],
} as const satisfies Record<string, readonly [SeedBrand['kind'], string, string, boolean, string]>;

type BrandSlug = keyof typeof brandData;

export const seedBrands: SeedBrand[] = (Object.keys(brandData) as BrandSlug[]).map((slug) => {
  const [kind, en, ar, featured, color] = brandData[slug];
  return { slug, kind, title: t(en, ar), featured, color };
});

/* ------------------------------------------------------------------ */
/* Tags                                                                 */
/* ------------------------------------------------------------------ */

export const seedTags: SeedTag[] = [
  { slug: 'new-arrival', title: t('New arrival', 'وصل حديثًا') },
  { slug: 'best-seller', title: t('Best seller', 'الأكثر مبيعًا') },
  { slug: 'wireless', title: t('Wireless', 'لاسلكي') },
  { slug: 'fast-charging', title: t('Fast charging', 'شحن سريع') },
  { slug: 'gaming', title: t('Gaming', 'للألعاب') },
  { slug: '5g', title: t('5G', 'يدعم 5G') },
  { slug: 'noise-cancelling', title: t('Noise cancelling', 'عزل الضوضاء') },
  { slug: 'waterproof', title: t('Waterproof', 'مقاوم للماء') },
  { slug: 'vegan', title: t('Vegan', 'نباتي') },
  { slug: 'sugar-free', title: t('Sugar free', 'خالٍ من السكر') },
  { slug: 'gluten-free', title: t('Gluten free', 'خالٍ من الجلوتين') },
  { slug: 'whey', title: t('Whey', 'واي بروتين') },
  { slug: 'keto', title: t('Keto friendly', 'مناسب للكيتو') },
  { slug: 'immunity', title: t('Immunity', 'دعم المناعة') },
  { slug: 'gift-idea', title: t('Gift idea', 'فكرة هدية') },
  { slug: 'eco', title: t('Eco friendly', 'صديق للبيئة') },
];

/* ------------------------------------------------------------------ */
/* Products: electronics                                                */
/* ------------------------------------------------------------------ */

const phones = group('mobile-phones', 'mobile phone, smartphone, mobile', [
  ['samsung', 'Samsung Galaxy S24 Ultra 5G 256GB Titanium Gray', 'سامسونج جالاكسي S24 Ultra 5G سعة 256 جيجابايت - رمادي تيتانيوم', 62999, '5g best-seller',
    "Samsung's flagship with a titanium frame, a built-in S Pen and Galaxy AI features such as live translation and smart photo editing. The 200MP camera with 100x Space Zoom captures sharp detail day and night.",
    'الهاتف الرائد من سامسونج بإطار من التيتانيوم وقلم S Pen مدمج ومزايا Galaxy AI مثل الترجمة الفورية وتعديل الصور بذكاء. وكاميرا 200 ميجابكسل مع تقريب Space Zoom حتى 100x تلتقط تفاصيل واضحة ليلًا ونهارًا.',
    [['storage', '256 GB'], ['ram', '12 GB'], scr('6.8', 'Dynamic AMOLED 2X', 120), ['battery', '5000 mAh'], ['camera', '200 MP']],
    'galaxy s24 ultra, s pen, galaxy ai, android, flagship'],
  ['samsung', 'Samsung Galaxy S24 FE 5G 256GB', 'سامسونج جالاكسي S24 FE 5G سعة 256 جيجابايت', 31999, '5g new-arrival',
    'Flagship features at a friendlier price, powered by the Exynos 2400e chip with Galaxy AI built in. A bright 6.7-inch 120Hz display and a 50MP triple camera make it a great all-rounder.',
    'مزايا الهواتف الرائدة بسعر أنسب، بمعالج Exynos 2400e ومزايا Galaxy AI المدمجة. وشاشة ساطعة مقاس 6.7 بوصة بتردد 120 هرتز وكاميرا ثلاثية 50 ميجابكسل تجعله خيارًا متكاملًا.',
    [['storage', '256 GB'], ['ram', '8 GB'], scr('6.7', 'Dynamic AMOLED 2X', 120), ['battery', '4700 mAh'], ['processor', 'Exynos 2400e']],
    'galaxy s24 fe, galaxy ai, android'],
  ['samsung', 'Samsung Galaxy A55 5G 256GB', 'سامسونج جالاكسي A55 5G سعة 256 جيجابايت', 21499, '5g best-seller waterproof',
    'A premium mid-ranger with a metal frame, IP67 water resistance and four years of Android upgrades. Its 50MP OIS camera and 5000mAh battery handle a full day with ease.',
    'هاتف من الفئة المتوسطة بلمسة فاخرة، بإطار معدني ومقاومة للماء والغبار بمعيار IP67 وتحديثات أندرويد لأربع سنوات. وكاميرا 50 ميجابكسل بمثبت بصري وبطارية 5000 مللي أمبير تكفي يومك كاملًا بسهولة.',
    [['storage', '256 GB'], ['ram', '8 GB'], scr('6.6', 'Super AMOLED', 120), ['battery', '5000 mAh'], ['camera', '50 MP']],
    'galaxy a55, mid range, android, ip67'],
  ['samsung', 'Samsung Galaxy A35 5G 128GB', 'سامسونج جالاكسي A35 5G سعة 128 جيجابايت', 15999, '5g',
    'Galaxy A35 brings a 6.6-inch Super AMOLED screen, IP67 protection and Samsung Knox security to the mid-range. Expect smooth everyday performance and long battery life.',
    'يقدّم جالاكسي A35 شاشة Super AMOLED مقاس 6.6 بوصة وحماية بمعيار IP67 وأمان Samsung Knox في الفئة المتوسطة. أداء سلس في الاستخدام اليومي وعمر بطارية طويل.',
    [['storage', '128 GB'], ['ram', '8 GB'], scr('6.6', 'Super AMOLED', 120), ['battery', '5000 mAh'], ['camera', '50 MP']],
    'galaxy a35, android, knox'],
  ['samsung', 'Samsung Galaxy A16 128GB', 'سامسونج جالاكسي A16 سعة 128 جيجابايت', 8499, 'best-seller',
    'An affordable Samsung with a large 6.7-inch Super AMOLED display and an impressive six years of security updates. Perfect as a first smartphone or a reliable everyday phone.',
    'هاتف سامسونج اقتصادي بشاشة Super AMOLED كبيرة مقاس 6.7 بوصة وتحديثات أمان لمدة ست سنوات. مثالي كأول هاتف ذكي أو كهاتف يومي يُعتمد عليه.',
    [['storage', '128 GB'], ['ram', '6 GB'], scr('6.7', 'Super AMOLED', 90), ['battery', '5000 mAh'], ['camera', '50 MP']],
    'galaxy a16, budget phone, android'],
  ['apple', 'Apple iPhone 16 Pro Max 256GB Desert Titanium', 'أبل آيفون 16 برو ماكس سعة 256 جيجابايت - تيتانيوم صحراوي', 74999, '5g new-arrival',
    'The biggest iPhone display yet in a lightweight titanium design, powered by the A18 Pro chip. Camera Control, a 5x telephoto lens and 4K 120fps Dolby Vision video make it a pro camera in your pocket.',
    'أكبر شاشة في تاريخ آيفون بتصميم خفيف من التيتانيوم ومعالج A18 Pro. وزر التحكم بالكاميرا وعدسة تقريب 5x وتصوير فيديو 4K بمعدل 120 إطارًا في الثانية بتقنية Dolby Vision تجعله كاميرا احترافية في جيبك.',
    [['storage', '256 GB'], scr('6.9', 'Super Retina XDR ProMotion', 120), ['processor', 'A18 Pro'], ['camera', '48 MP'], ['battery', 'Up to 33 hours video playback', 'حتى 33 ساعة من تشغيل الفيديو']],
    'iphone 16 pro max, ios, apple intelligence, titanium'],
  ['apple', 'Apple iPhone 15 128GB Black', 'أبل آيفون 15 سعة 128 جيجابايت - أسود', 44999, '5g best-seller',
    'iPhone 15 features Dynamic Island, a 48MP main camera and USB-C charging in a colour-infused glass design. The A16 Bionic chip keeps everything fast and efficient.',
    'يأتي آيفون 15 بخاصية Dynamic Island وكاميرا رئيسية 48 ميجابكسل وشحن عبر منفذ USB-C بتصميم زجاجي ملوّن. ومعالج A16 Bionic يضمن أداءً سريعًا وموفرًا للطاقة.',
    [['storage', '128 GB'], scr('6.1', 'Super Retina XDR'), ['processor', 'A16 Bionic'], ['camera', '48 MP']],
    'iphone 15, ios, usb-c, dynamic island'],
  ['xiaomi', 'Xiaomi Redmi Note 13 Pro 5G 256GB', 'شاومي ريدمي نوت 13 برو 5G سعة 256 جيجابايت', 14999, '5g fast-charging best-seller',
    'A 200MP camera with optical stabilisation, a 1.5K AMOLED display and 67W turbo charging at a mid-range price. One of the best-value phones in its class.',
    'كاميرا 200 ميجابكسل بمثبت بصري وشاشة AMOLED بدقة 1.5K وشحن توربو بقدرة 67 واط بسعر الفئة المتوسطة. من أفضل الهواتف قيمةً مقابل السعر في فئته.',
    [['storage', '256 GB'], ['ram', '8 GB'], scr('6.67', 'AMOLED 1.5K', 120), ['battery', '5100 mAh'], ['charging', '67 W']],
    'redmi note 13 pro, 200mp, android, hyperos'],
  ['xiaomi', 'Xiaomi Redmi 13 128GB', 'شاومي ريدمي 13 سعة 128 جيجابايت', 6999, 'best-seller',
    'An entry-level phone with a 108MP main camera, a 6.79-inch 90Hz display and a big 5030mAh battery. Great everyday value with NFC and 33W fast charging.',
    'هاتف اقتصادي بكاميرا رئيسية 108 ميجابكسل وشاشة 6.79 بوصة بتردد 90 هرتز وبطارية كبيرة 5030 مللي أمبير. قيمة ممتازة للاستخدام اليومي مع دعم NFC وشحن سريع بقدرة 33 واط.',
    [['storage', '128 GB'], ['ram', '6 GB'], scr('6.79', 'IPS LCD', 90), ['battery', '5030 mAh'], ['camera', '108 MP']],
    'redmi 13, budget phone, android, nfc'],
  ['xiaomi', 'Xiaomi 14T Pro 5G 512GB', 'شاومي 14T برو 5G سعة 512 جيجابايت', 37999, '5g fast-charging new-arrival',
    'Co-engineered with Leica, the 14T Pro pairs a triple camera system with the Dimensity 9300+ chip. 120W HyperCharge takes the battery from empty to full in about 19 minutes.',
    'كاميرا ثلاثية مطوّرة بالتعاون مع لايكا ومعالج Dimensity 9300+ القوي. وشحن HyperCharge بقدرة 120 واط يملأ البطارية بالكامل في نحو 19 دقيقة.',
    [['storage', '512 GB'], ['ram', '12 GB'], scr('6.67', 'AMOLED', 144), ['battery', '5000 mAh'], ['processor', 'MediaTek Dimensity 9300+']],
    'xiaomi 14t pro, leica, hypercharge, flagship'],
  ['oppo', 'Oppo Reno12 F 5G 256GB', 'أوبو رينو 12 F 5G سعة 256 جيجابايت', 15999, '5g new-arrival',
    'A slim, stylish phone with AI photo editing tools, IP64 splash resistance and 45W SUPERVOOC charging. Its 120Hz AMOLED screen keeps scrolling and gaming smooth.',
    'هاتف نحيف وأنيق بأدوات لتعديل الصور بالذكاء الاصطناعي ومقاومة للرذاذ بمعيار IP64 وشحن SUPERVOOC بقدرة 45 واط. وشاشته AMOLED بتردد 120 هرتز تمنحك تصفحًا وألعابًا بسلاسة.',
    [['storage', '256 GB'], ['ram', '8 GB'], scr('6.67', 'AMOLED', 120), ['battery', '5000 mAh'], ['charging', '45 W SUPERVOOC']],
    'reno 12 f, ai camera, android, colos'],
  ['oppo', 'Oppo A3x 128GB', 'أوبو A3x سعة 128 جيجابايت', 6499, 'new-arrival',
    'Built tough with military-grade shock resistance and IP54 protection, the Oppo A3x is made for everyday bumps. A 120Hz screen and a 5100mAh battery round out a dependable budget phone.',
    'هاتف متين بمقاومة للصدمات وفق معايير عسكرية وحماية بمعيار IP54 ليتحمل مواقف الاستخدام اليومي. وشاشة بتردد 120 هرتز وبطارية 5100 مللي أمبير تجعله هاتفًا اقتصاديًا يُعتمد عليه.',
    [['storage', '128 GB'], ['ram', '4 GB'], scr('6.67', 'LCD', 120), ['battery', '5100 mAh']],
    'oppo a3x, budget phone, durable, android'],
  ['huawei', 'Huawei nova 12i 256GB', 'هواوي نوفا 12i سعة 256 جيجابايت', 9999, 'fast-charging',
    'A 108MP camera, 40W SuperCharge and a sleek design make the nova 12i a smart choice for content lovers. It runs EMUI with the Huawei AppGallery.',
    'كاميرا 108 ميجابكسل وشحن SuperCharge بقدرة 40 واط وتصميم أنيق تجعل نوفا 12i اختيارًا ذكيًا لمحبي التصوير وصناعة المحتوى. ويعمل بواجهة EMUI مع متجر تطبيقات هواوي AppGallery.',
    [['storage', '256 GB'], ['ram', '8 GB'], scr('6.7', 'LCD', 90), ['battery', '5000 mAh'], ['camera', '108 MP']],
    'nova 12i, emui, appgallery, supercharge'],
]);

const laptops = group('laptops', 'laptop, notebook, computer', [
  ['apple', 'Apple MacBook Air 13 M3 8GB 256GB Midnight', 'أبل ماك بوك إير 13 بوصة بمعالج M3 رام 8 جيجابايت سعة 256 جيجابايت - ميدنايت', 54999, 'new-arrival best-seller',
    'Impossibly thin and completely silent thanks to its fanless design, the MacBook Air with M3 handles work, study and creative apps with ease. Up to 18 hours of battery life means you can leave the charger at home.',
    'نحيف للغاية وصامت تمامًا بفضل تصميمه الخالي من المراوح، ويتعامل ماك بوك إير بمعالج M3 مع العمل والدراسة والتطبيقات الإبداعية بسهولة. وبطارية تدوم حتى 18 ساعة تعني أنك تستطيع ترك الشاحن في المنزل.',
    [['processor', 'Apple M3 8-core', 'Apple M3 ثماني النوى'], ['ram', '8 GB'], ['storage', '256 GB SSD'], scr('13.6', 'Liquid Retina'), ['battery', 'Up to 18 hours', 'حتى 18 ساعة']],
    'macbook air, m3, macos, ultrabook'],
  ['apple', 'Apple MacBook Pro 14 M4 16GB 512GB Space Black', 'أبل ماك بوك برو 14 بوصة بمعالج M4 رام 16 جيجابايت سعة 512 جيجابايت - أسود فضائي', 94999, 'new-arrival',
    'The MacBook Pro 14 with M4 combines a stunning Liquid Retina XDR display with pro performance for editing, coding and 3D work. Thunderbolt 4 ports, HDMI and an SDXC slot keep you connected.',
    'يجمع ماك بوك برو 14 بمعالج M4 بين شاشة Liquid Retina XDR المذهلة وأداء احترافي للمونتاج والبرمجة وأعمال التصميم ثلاثي الأبعاد. ومنافذ Thunderbolt 4 وHDMI وفتحة بطاقات SDXC تبقيك متصلًا دائمًا.',
    [['processor', 'Apple M4 10-core', 'Apple M4 بعشر أنوية'], ['ram', '16 GB'], ['storage', '512 GB SSD'], scr('14.2', 'Liquid Retina XDR', 120), ['battery', 'Up to 24 hours', 'حتى 24 ساعة']],
    'macbook pro, m4, macos, creator laptop'],
  ['lenovo', 'Lenovo IdeaPad Slim 3 15IRU8 Core i5-1335U 8GB 512GB', 'لينوفو آيديا باد سليم 3 بمعالج Core i5-1335U رام 8 جيجابايت SSD سعة 512 جيجابايت', 24999, 'best-seller',
    'A slim, reliable everyday laptop for students and home offices, with a 15.6-inch Full HD screen and fast SSD storage. A webcam privacy shutter and rapid charging add everyday convenience.',
    'لابتوب نحيف ويُعتمد عليه للطلاب والعمل من المنزل، بشاشة Full HD مقاس 15.6 بوصة وتخزين SSD سريع. وغطاء الخصوصية للكاميرا والشحن السريع يضيفان راحة في الاستخدام اليومي.',
    [['processor', 'Intel Core i5-1335U'], ['ram', '8 GB'], ['storage', '512 GB SSD'], scr('15.6', 'Full HD IPS'), ['os', 'Windows 11 Home']],
    'ideapad slim 3, student laptop, intel core i5, windows'],
  ['lenovo', 'Lenovo ThinkPad E14 Gen 5 Core i7-1355U 16GB 512GB', 'لينوفو ثينك باد E14 الجيل الخامس بمعالج Core i7-1355U رام 16 جيجابايت SSD سعة 512 جيجابايت', 46999, 'best-seller',
    'Business-grade durability with the legendary ThinkPad keyboard, a fingerprint reader and a 16:10 display. Built for professionals who need dependable performance all day.',
    'متانة مصممة لبيئات الأعمال مع لوحة مفاتيح ThinkPad الشهيرة وقارئ بصمة وشاشة بنسبة 16:10. مصمم للمحترفين الذين يحتاجون إلى أداء يُعتمد عليه طوال اليوم.',
    [['processor', 'Intel Core i7-1355U'], ['ram', '16 GB'], ['storage', '512 GB SSD'], scr('14', 'WUXGA IPS'), ['os', 'Windows 11 Pro']],
    'thinkpad e14, business laptop, intel core i7, windows'],
  ['lenovo', 'Lenovo LOQ 15IRX9 Core i7-13650HX RTX 4060 16GB 1TB', 'لينوفو LOQ للألعاب بمعالج Core i7-13650HX وكارت RTX 4060 رام 16 جيجابايت SSD سعة 1 تيرابايت', 62999, 'gaming new-arrival',
    'A serious gaming laptop with an RTX 4060 graphics card and a 144Hz display for smooth frame rates in the latest titles. Lenovo AI Engine+ tunes performance and cooling automatically.',
    'لابتوب ألعاب قوي بكارت شاشة RTX 4060 وشاشة بتردد 144 هرتز لمعدلات إطارات سلسة في أحدث الألعاب. وتقنية Lenovo AI Engine+ تضبط الأداء والتبريد تلقائيًا.',
    [['processor', 'Intel Core i7-13650HX'], ['gpu', 'NVIDIA GeForce RTX 4060 8GB'], ['ram', '16 GB'], ['storage', '1 TB SSD'], scr('15.6', 'Full HD IPS', 144)],
    'lenovo loq, gaming laptop, rtx 4060, nvidia'],
  ['lenovo', 'Lenovo Yoga Slim 7 14 Ryzen 7 8840HS 16GB 1TB', 'لينوفو يوجا سليم 7 مقاس 14 بوصة بمعالج Ryzen 7 8840HS رام 16 جيجابايت SSD سعة 1 تيرابايت', 49999, 'new-arrival',
    'A premium ultrabook with a crisp 2.8K OLED display, an aluminium chassis and AI-ready Ryzen 7 performance. Light enough to carry everywhere and powerful enough for creative work.',
    'لابتوب فاخر خفيف الوزن بشاشة OLED بدقة 2.8K وهيكل من الألومنيوم وأداء Ryzen 7 الجاهز لتطبيقات الذكاء الاصطناعي. خفيف بما يكفي لتحمله في كل مكان وقوي بما يكفي للأعمال الإبداعية.',
    [['processor', 'AMD Ryzen 7 8840HS'], ['ram', '16 GB'], ['storage', '1 TB SSD'], scr('14', '2.8K OLED', 120), ['os', 'Windows 11 Home']],
    'yoga slim 7, oled laptop, amd ryzen, ultrabook'],
  ['hp', 'HP 250 G10 Core i3-1315U 8GB 256GB', 'إتش بي 250 G10 بمعالج Core i3-1315U رام 8 جيجابايت SSD سعة 256 جيجابايت', 17499, 'best-seller',
    'A dependable, budget-friendly laptop for office work, online classes and browsing. It comes with a full-size keyboard with a numeric keypad and a 15.6-inch anti-glare screen.',
    'لابتوب اقتصادي يُعتمد عليه لأعمال المكتب والدراسة أونلاين وتصفح الإنترنت. ويأتي بلوحة مفاتيح كاملة الحجم مع لوحة أرقام وشاشة مقاس 15.6 بوصة مضادة للانعكاس.',
    [['processor', 'Intel Core i3-1315U'], ['ram', '8 GB'], ['storage', '256 GB SSD'], scr('15.6', 'Full HD'), ['os', 'FreeDOS']],
    'hp 250 g10, budget laptop, office laptop, intel core i3'],
  ['hp', 'HP Pavilion 15-eg3000 Core i7-1355U 16GB 512GB', 'إتش بي بافيليون 15 بمعالج Core i7-1355U رام 16 جيجابايت SSD سعة 512 جيجابايت', 38999, 'best-seller',
    'Stylish and versatile, the Pavilion 15 delivers smooth multitasking with 13th-gen Intel Core i7 power and Iris Xe graphics. Audio by B&O makes it great for movies and video calls.',
    'لابتوب أنيق ومتعدد الاستخدامات، يقدّم تعدد مهام سلسًا بمعالج Intel Core i7 من الجيل الثالث عشر ورسوميات Iris Xe. وصوت من B&O يجعله رائعًا للأفلام ومكالمات الفيديو.',
    [['processor', 'Intel Core i7-1355U'], ['ram', '16 GB'], ['storage', '512 GB SSD'], scr('15.6', 'Full HD IPS'), ['os', 'Windows 11 Home']],
    'hp pavilion 15, intel core i7, windows, multimedia laptop'],
  ['hp', 'HP Victus 15-fa1000 Core i5-13420H RTX 3050 16GB 512GB', 'إتش بي فيكتوس 15 للألعاب بمعالج Core i5-13420H وكارت RTX 3050 رام 16 جيجابايت SSD سعة 512 جيجابايت', 39999, 'gaming best-seller',
    'An entry gaming laptop that does not cut corners, with RTX 3050 graphics, a 144Hz screen and improved cooling. Ideal for esports titles, streaming and student projects.',
    'لابتوب ألعاب للفئة المبتدئة دون تنازلات، بكارت RTX 3050 وشاشة بتردد 144 هرتز ونظام تبريد محسّن. مثالي للألعاب التنافسية والبث ومشاريع الدراسة.',
    [['processor', 'Intel Core i5-13420H'], ['gpu', 'NVIDIA GeForce RTX 3050 6GB'], ['ram', '16 GB'], ['storage', '512 GB SSD'], scr('15.6', 'Full HD IPS', 144)],
    'hp victus, gaming laptop, rtx 3050, nvidia'],
  ['hp', 'HP EliteBook 840 G10 Core i7-1365U 16GB 512GB', 'إتش بي إليت بوك 840 G10 بمعالج Core i7-1365U رام 16 جيجابايت SSD سعة 512 جيجابايت', 69999, 'fast-charging',
    'A premium business laptop with HP Wolf Security, vPro management and a bright 14-inch WUXGA display. Its lightweight aluminium body is built to pass military-grade durability tests.',
    'لابتوب أعمال فاخر مزود بحماية HP Wolf Security وإدارة vPro وشاشة ساطعة مقاس 14 بوصة بدقة WUXGA. وهيكله الخفيف من الألومنيوم مصمم لاجتياز اختبارات المتانة وفق المعايير العسكرية.',
    [['processor', 'Intel Core i7-1365U vPro'], ['ram', '16 GB'], ['storage', '512 GB SSD'], scr('14', 'WUXGA IPS'), ['os', 'Windows 11 Pro']],
    'elitebook 840, business laptop, vpro, wolf security'],
  ['huawei', 'Huawei MateBook D 16 Core i5-13420H 16GB 512GB', 'هواوي ميت بوك D 16 بمعالج Core i5-13420H رام 16 جيجابايت SSD سعة 512 جيجابايت', 32999, 'new-arrival',
    'A big 16-inch FullView display in a slim metal body, ideal for spreadsheets and split-screen work. Huawei Share lets you drag files between your Huawei phone and laptop instantly.',
    'شاشة FullView كبيرة مقاس 16 بوصة في هيكل معدني نحيف، مثالية لجداول البيانات والعمل على نافذتين. وتتيح خاصية Huawei Share نقل الملفات بين هاتف هواوي واللابتوب فورًا.',
    [['processor', 'Intel Core i5-13420H'], ['ram', '16 GB'], ['storage', '512 GB SSD'], scr('16', 'FullView IPS'), ['os', 'Windows 11 Home']],
    'matebook d 16, huawei share, intel core i5, windows'],
  ['samsung', 'Samsung Galaxy Book4 Core i5-1335U 8GB 512GB', 'سامسونج جالاكسي بوك 4 بمعالج Core i5-1335U رام 8 جيجابايت SSD سعة 512 جيجابايت', 29999, 'new-arrival',
    'A thin, light laptop that works seamlessly with your Galaxy phone, tablet and earbuds. Quick Share and Multi Control make moving files and your mouse across devices effortless.',
    'لابتوب نحيف وخفيف يعمل بتناغم تام مع هاتف جالاكسي والتابلت والسماعات. وتجعل خاصيتا Quick Share وMulti Control نقل الملفات والتحكم بالماوس بين الأجهزة أمرًا سهلًا.',
    [['processor', 'Intel Core i5-1335U'], ['ram', '8 GB'], ['storage', '512 GB SSD'], scr('15.6', 'Full HD IPS'), ['os', 'Windows 11 Home']],
    'galaxy book4, samsung laptop, intel core i5, windows'],
]);

const tablets = group('tablets', 'tablet, ipad, android tablet', [
  ['apple', 'Apple iPad 10th Gen 10.9 Wi-Fi 64GB', 'أبل آيباد الجيل العاشر 10.9 بوصة واي فاي سعة 64 جيجابايت', 19999, 'best-seller gift-idea',
    'The colourful all-screen iPad with a 10.9-inch Liquid Retina display, A14 Bionic chip and USB-C. Perfect for school, streaming and sketching with Apple Pencil (USB-C).',
    'آيباد بألوان مبهجة وشاشة Liquid Retina كاملة مقاس 10.9 بوصة ومعالج A14 Bionic ومنفذ USB-C. مثالي للدراسة ومشاهدة المحتوى والرسم باستخدام قلم Apple Pencil (USB-C).',
    [scr('10.9', 'Liquid Retina'), ['storage', '64 GB'], ['processor', 'A14 Bionic'], ['connectivity', 'Wi-Fi 6', 'واي فاي 6']],
    'ipad 10, ipados, student tablet'],
  ['apple', 'Apple iPad Air 11 M2 Wi-Fi 128GB', 'أبل آيباد إير 11 بوصة بمعالج M2 واي فاي سعة 128 جيجابايت', 34999, 'new-arrival',
    'Serious performance in a thin and light design: the M2 chip powers demanding apps, multitasking and Apple Intelligence. It works with Apple Pencil Pro and Magic Keyboard for a laptop-like setup.',
    'أداء قوي في تصميم نحيف وخفيف، إذ يشغّل معالج M2 التطبيقات الثقيلة وتعدد المهام ومزايا Apple Intelligence. ويدعم قلم Apple Pencil Pro ولوحة Magic Keyboard لتجربة قريبة من اللابتوب.',
    [scr('11', 'Liquid Retina'), ['storage', '128 GB'], ['processor', 'Apple M2'], ['connectivity', 'Wi-Fi 6E', 'واي فاي 6E']],
    'ipad air, m2, ipados, apple pencil pro'],
  ['apple', 'Apple iPad Pro 11 M4 Wi-Fi 256GB', 'أبل آيباد برو 11 بوصة بمعالج M4 واي فاي سعة 256 جيجابايت', 59999, 'new-arrival',
    'The thinnest Apple product ever, with an Ultra Retina XDR tandem OLED display and the blazing-fast M4 chip. Built for professionals who draw, edit video and work on the go.',
    'أنحف منتج صنعته أبل على الإطلاق، بشاشة Ultra Retina XDR بتقنية OLED المزدوجة ومعالج M4 فائق السرعة. مصمم للمحترفين في الرسم ومونتاج الفيديو والعمل أثناء التنقل.',
    [scr('11', 'Ultra Retina XDR OLED', 120), ['storage', '256 GB'], ['processor', 'Apple M4'], ['connectivity', 'Wi-Fi 6E', 'واي فاي 6E']],
    'ipad pro, m4, oled, ipados'],
  ['apple', 'Apple iPad mini A17 Pro Wi-Fi 128GB', 'أبل آيباد ميني بمعالج A17 Pro واي فاي سعة 128 جيجابايت', 29999, 'new-arrival gift-idea',
    'All the power of iPad in an ultraportable 8.3-inch design that fits in one hand. The A17 Pro chip supports Apple Intelligence and Apple Pencil Pro for notes on the go.',
    'كل قوة الآيباد في تصميم صغير مقاس 8.3 بوصة يسهل حمله بيد واحدة. ويدعم معالج A17 Pro مزايا Apple Intelligence وقلم Apple Pencil Pro لتدوين الملاحظات أثناء التنقل.',
    [scr('8.3', 'Liquid Retina'), ['storage', '128 GB'], ['processor', 'A17 Pro'], ['connectivity', 'Wi-Fi 6E', 'واي فاي 6E']],
    'ipad mini, a17 pro, compact tablet, ipados'],
  ['samsung', 'Samsung Galaxy Tab S9 FE Wi-Fi 128GB', 'سامسونج جالاكسي تاب S9 FE واي فاي سعة 128 جيجابايت', 17999, 'waterproof best-seller',
    'A 10.9-inch tablet with the S Pen included in the box and IP68 water and dust resistance. Great for note-taking, drawing and streaming anywhere, even by the pool.',
    'تابلت مقاس 10.9 بوصة يأتي مع قلم S Pen داخل العلبة ومقاومة للماء والغبار بمعيار IP68. رائع لتدوين الملاحظات والرسم ومشاهدة المحتوى في أي مكان، حتى بجوار حمام السباحة.',
    [scr('10.9', 'TFT LCD', 90), ['storage', '128 GB'], ['ram', '6 GB'], ['battery', '8000 mAh']],
    'galaxy tab s9 fe, s pen, android tablet, ip68'],
  ['samsung', 'Samsung Galaxy Tab A9+ 5G 64GB', 'سامسونج جالاكسي تاب A9+ يدعم 5G سعة 64 جيجابايت', 11499, '5g',
    'A family-friendly 11-inch tablet with 5G connectivity, quad speakers with Dolby Atmos and a 90Hz display. Kids mode and Samsung Knox keep the whole family safe online.',
    'تابلت عائلي مقاس 11 بوصة يدعم شبكات 5G مع أربع سماعات بتقنية Dolby Atmos وشاشة بتردد 90 هرتز. ووضع الأطفال وحماية Samsung Knox يحافظان على أمان العائلة على الإنترنت.',
    [scr('11', 'TFT LCD', 90), ['storage', '64 GB'], ['ram', '4 GB'], ['battery', '7040 mAh'], ['connectivity', '5G + Wi-Fi', '5G وواي فاي']],
    'galaxy tab a9 plus, family tablet, 5g tablet'],
  ['samsung', 'Samsung Galaxy Tab S10 Ultra Wi-Fi 256GB', 'سامسونج جالاكسي تاب S10 Ultra واي فاي سعة 256 جيجابايت', 64999, 'new-arrival',
    'A massive 14.6-inch Dynamic AMOLED 2X canvas with an anti-reflective screen, S Pen and Galaxy AI features. A true laptop replacement for creators and multitaskers.',
    'شاشة Dynamic AMOLED 2X ضخمة مقاس 14.6 بوصة بطبقة مضادة للانعكاس مع قلم S Pen ومزايا Galaxy AI. بديل حقيقي للابتوب لصنّاع المحتوى ومحبي تعدد المهام.',
    [scr('14.6', 'Dynamic AMOLED 2X', 120), ['storage', '256 GB'], ['ram', '12 GB'], ['battery', '11200 mAh']],
    'galaxy tab s10 ultra, s pen, galaxy ai, android tablet'],
  ['xiaomi', 'Xiaomi Pad 6 8GB 256GB', 'شاومي باد 6 رام 8 جيجابايت سعة 256 جيجابايت', 14999, 'best-seller',
    'A 144Hz 2.8K display and Snapdragon 870 power make the Xiaomi Pad 6 a favourite for gaming and streaming. The slim metal body and 33W charging complete a high-value package.',
    'شاشة بدقة 2.8K وتردد 144 هرتز مع قوة معالج Snapdragon 870 تجعل شاومي باد 6 خيارًا مفضلًا للألعاب ومشاهدة المحتوى. وهيكله المعدني النحيف وشحنه بقدرة 33 واط يكملان باقة ممتازة مقابل السعر.',
    [scr('11', '2.8K LCD', 144), ['storage', '256 GB'], ['ram', '8 GB'], ['battery', '8840 mAh'], ['processor', 'Snapdragon 870']],
    'xiaomi pad 6, android tablet, gaming tablet'],
  ['xiaomi', 'Xiaomi Redmi Pad SE 8GB 256GB', 'شاومي ريدمي باد SE رام 8 جيجابايت سعة 256 جيجابايت', 8499, 'best-seller gift-idea',
    'A budget-friendly 11-inch tablet with a 90Hz Full HD+ screen and quad speakers with Dolby Atmos. Its 8000mAh battery lasts through long study sessions and movie nights.',
    'تابلت اقتصادي مقاس 11 بوصة بشاشة Full HD+ بتردد 90 هرتز وأربع سماعات بتقنية Dolby Atmos. وبطاريته 8000 مللي أمبير تصمد خلال جلسات المذاكرة الطويلة وسهرات الأفلام.',
    [scr('11', 'Full HD+ LCD', 90), ['storage', '256 GB'], ['ram', '8 GB'], ['battery', '8000 mAh']],
    'redmi pad se, budget tablet, android tablet'],
  ['lenovo', 'Lenovo Tab M11 4GB 128GB', 'لينوفو تاب M11 رام 4 جيجابايت سعة 128 جيجابايت', 8999, 'gift-idea',
    'An 11-inch tablet designed for learning and entertainment, with support for the Lenovo Tab Pen and a reading mode that is easy on the eyes. Dual speakers with Dolby Atmos bring videos to life.',
    'تابلت مقاس 11 بوصة مصمم للتعلم والترفيه، يدعم قلم Lenovo Tab Pen ووضع قراءة مريحًا للعين. وسماعتان بتقنية Dolby Atmos تضفيان الحيوية على الفيديوهات.',
    [scr('11', 'IPS', 90), ['storage', '128 GB'], ['ram', '4 GB'], ['battery', '7040 mAh']],
    'lenovo tab m11, kids tablet, android tablet'],
  ['huawei', 'Huawei MatePad 11.5 PaperMatte 8GB 128GB', 'هواوي ميت باد 11.5 بشاشة PaperMatte رام 8 جيجابايت سعة 128 جيجابايت', 13999, 'new-arrival',
    'The PaperMatte display cuts glare and feels like writing on paper, making it ideal for reading and note-taking. A 120Hz refresh rate and a large 7700mAh battery keep it smooth and long-lasting.',
    'شاشة PaperMatte تقلل الانعكاسات وتمنحك إحساس الكتابة على الورق، ما يجعلها مثالية للقراءة وتدوين الملاحظات. ومعدل تحديث 120 هرتز وبطارية كبيرة 7700 مللي أمبير يضمنان السلاسة وعمرًا طويلًا للبطارية.',
    [scr('11.5', 'PaperMatte LCD', 120), ['storage', '128 GB'], ['ram', '8 GB'], ['battery', '7700 mAh']],
    'matepad 11.5, papermatte, note taking tablet'],
  ['lenovo', 'Lenovo Tab P12 8GB 128GB', 'لينوفو تاب P12 رام 8 جيجابايت سعة 128 جيجابايت', 15499, 'new-arrival',
    'A 12.7-inch 3K display and the included Lenovo Tab Pen Plus make this a productivity-focused tablet. Its 13MP ultra-wide front camera keeps you centred on video calls.',
    'شاشة 3K مقاس 12.7 بوصة مع قلم Lenovo Tab Pen Plus المرفق تجعل منه تابلت مخصصًا للإنتاجية. وكاميرته الأمامية فائقة الاتساع بدقة 13 ميجابكسل تبقيك في منتصف الكادر أثناء مكالمات الفيديو.',
    [scr('12.7', '3K LTPS'), ['storage', '128 GB'], ['ram', '8 GB'], ['battery', '10200 mAh']],
    'lenovo tab p12, large tablet, stylus, android tablet'],
]);
