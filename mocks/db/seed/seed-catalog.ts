import type { SeededRandom as Faker } from './seeded-random';
import { seedBrands, seedCategories, seedProducts, seedTags } from './catalog-content';
import type { BrandRow, CategoryRow, ProductRow, TagRow } from '../types';

const DAY = 24 * 60 * 60 * 1000;
const HOUR = 60 * 60 * 1000;

export interface SeededCatalog {
  categories: CategoryRow[];
  brands: BrandRow[];
  tags: TagRow[];
  products: ProductRow[];
}

type StockState = 'in' | 'low' | 'limited' | 'out';

/** Exactly `round(n × share)` of each state (about 70 / 12 / 8 / 10 %), in a seeded order. */
function stockStates(faker: Faker, n: number): StockState[] {
  const out = Math.round(n * 0.1);
  const low = Math.round(n * 0.12);
  const limited = Math.round(n * 0.08);
  const states: StockState[] = [
    ...Array<StockState>(out).fill('out'),
    ...Array<StockState>(low).fill('low'),
    ...Array<StockState>(limited).fill('limited'),
    ...Array<StockState>(Math.max(0, n - out - low - limited)).fill('in'),
  ];
  return faker.helpers.shuffle(states);
}

function stockFor(faker: Faker, state: StockState): number {
  switch (state) {
    case 'out':
      return 0;
    case 'low':
      return faker.number.int({ min: 1, max: 5 });
    case 'limited':
      return faker.number.int({ min: 6, max: 10 });
    default:
      return faker.number.int({ min: 11, max: 150 });
  }
}

const prefix = (slug: string): string => slug.replace(/[^a-z0-9]/gi, '').slice(0, 3).toUpperCase().padEnd(3, 'X');

/**
 * Categories, brands and tags (ids in content order, with product counts computed on output) and
 * products built from the seed content: SKU, stock state, discounts (about 30 %, 5–40 %), a few
 * limited-time offers ending within days of `now`, `is_new` (about 15 %), rating, reviews and sales.
 */
export function seedCatalog(faker: Faker, now: number): SeededCatalog {
  const categories: CategoryRow[] = seedCategories.map((category, index) => ({
    id: index + 1,
    slug: category.slug,
    title: { ...category.title },
    description: { ...category.description },
    art: category.art,
    metaTitle: { en: `${category.title.en} | Nile Tech & Nutrition`, ar: `${category.title.ar} | نايل للتقنية والتغذية` },
    metaDescription: { ...category.description },
    metaKeywords: `${category.title.en.toLowerCase()}, ${category.kind}, Egypt`,
  }));
  const brands: BrandRow[] = seedBrands.map((brand, index) => ({
    id: index + 1,
    slug: brand.slug,
    title: { ...brand.title },
    color: brand.color,
    isFeatured: brand.featured,
    metaTitle: { en: `${brand.title.en} in Egypt | Nile Tech & Nutrition`, ar: `${brand.title.ar} في مصر | نايل للتقنية والتغذية` },
    metaDescription: {
      en: `Genuine ${brand.title.en} products with local warranty and delivery across Egypt.`,
      ar: `منتجات ${brand.title.ar} الأصلية بضمان محلي وتوصيل لكل محافظات مصر.`,
    },
    metaKeywords: `${brand.title.en.toLowerCase()}, ${brand.kind}, Egypt`,
  }));
  const tags: TagRow[] = seedTags.map((tag, index) => ({ id: index + 1, slug: tag.slug, title: { ...tag.title } }));

  const n = seedProducts.length;
  const states = stockStates(faker, n);
  const order = faker.helpers.shuffle(Array.from({ length: n }, (_, i) => i));
  const discounted = new Set(order.slice(0, Math.round(n * 0.3)));
  const newOnes = new Set(faker.helpers.shuffle(Array.from({ length: n }, (_, i) => i)).slice(0, Math.round(n * 0.15)));
  const usedSlugs = new Set<string>();

  const products: ProductRow[] = seedProducts.map((product, index) => {
    const category = categories.find((row) => row.slug === product.category);
    const brand = brands.find((row) => row.slug === product.brand);
    if (!category) throw new Error(`Seed product ${product.slug}: unknown category ${product.category}`);
    if (!brand) throw new Error(`Seed product ${product.slug}: unknown brand ${product.brand}`);
    const id = index + 1;
    let slug = product.slug;
    while (usedSlugs.has(slug)) slug = `${slug}-${id}`;
    usedSlugs.add(slug);
    const state = states[index] ?? 'in';
    const isDiscounted = discounted.has(index);
    const isNew = newOnes.has(index);
    const bestSeller = product.tags.includes('best-seller');
    return {
      id,
      slug,
      sku: `${prefix(brand.slug)}-${prefix(category.slug)}-${String(id).padStart(5, '0')}`,
      title: { ...product.title },
      description: { ...product.description },
      categoryId: category.id,
      brandId: brand.id,
      tagIds: product.tags.map((tagSlug) => tags.find((tag) => tag.slug === tagSlug)?.id).filter((tagId): tagId is number => tagId !== undefined),
      salePrice: product.price,
      discountPercent: isDiscounted ? faker.helpers.arrayElement([5, 10, 10, 15, 15, 20, 20, 25, 30, 35, 40]) : 0,
      offerEndsAt: null,
      stock: stockFor(faker, state),
      isNew,
      rating: faker.number.float({ min: 3.4, max: 5, fractionDigits: 1 }),
      reviewsCount: faker.number.int({ min: 0, max: 900 }),
      soldCount: bestSeller ? faker.number.int({ min: 900, max: 4000 }) : faker.number.int({ min: 0, max: 900 }),
      createdAt: now - (isNew ? faker.number.int({ min: 1, max: 20 }) : faker.number.int({ min: 25, max: 420 })) * DAY - faker.number.int({ min: 0, max: 23 }) * HOUR,
      specs: product.specs.map((spec) => ({ key: spec.key, label: { ...spec.label }, value: { ...spec.value } })),
      metaKeywords: product.keywords || null,
    };
  });

  // Limited-time offers: up to 8 discounted products in stock, ending 6 hours to 6 days after `now`.
  const offerCandidates = products.filter((product) => product.discountPercent > 0 && product.stock > 0);
  for (const product of faker.helpers.shuffle(offerCandidates).slice(0, 8)) {
    product.offerEndsAt = now + faker.number.int({ min: 6, max: 144 }) * HOUR;
  }

  return { categories, brands, tags, products };
}

/**
 * Grows the catalogue to `total` products for load and speed measurements (`MOCK_PRODUCTS`): each
 * extra product is an edition of a seed product (same category, brand, tags and specs; its own id,
 * slug, SKU, price within ±20 %, stock, discount, rating and sales), drawn from its own seeded faker so
 * the default catalogue and everything seeded after it stay exactly as they are.
 */
export function growCatalog(catalog: SeededCatalog, total: number, faker: Faker, now: number): void {
  const base = catalog.products.slice();
  const usedSlugs = new Set(catalog.products.map((product) => product.slug));
  for (let id = catalog.products.length + 1; id <= total; id += 1) {
    const template = base[(id - 1) % base.length]!;
    const edition = Math.floor((id - 1) / base.length) + 1;
    let slug = `${template.slug}-edition-${edition}`;
    while (usedSlugs.has(slug)) slug = `${slug}-${id}`;
    usedSlugs.add(slug);
    const roll = faker.number.float({ min: 0, max: 1 });
    const state: StockState = roll < 0.1 ? 'out' : roll < 0.22 ? 'low' : roll < 0.3 ? 'limited' : 'in';
    const isNew = faker.number.float({ min: 0, max: 1 }) < 0.15;
    catalog.products.push({
      ...template,
      id,
      slug,
      sku: `${template.sku.slice(0, 8)}${String(id).padStart(5, '0')}`,
      title: { en: `${template.title.en} (edition ${edition})`, ar: `${template.title.ar} (إصدار ${edition})` },
      description: { ...template.description },
      tagIds: [...template.tagIds],
      salePrice: Math.max(1, Math.round(template.salePrice * faker.number.float({ min: 0.8, max: 1.2 }))),
      discountPercent: faker.number.float({ min: 0, max: 1 }) < 0.3 ? faker.helpers.arrayElement([5, 10, 15, 20, 25, 30, 40]) : 0,
      offerEndsAt: null,
      stock: stockFor(faker, state),
      isNew,
      rating: faker.number.float({ min: 3.4, max: 5, fractionDigits: 1 }),
      reviewsCount: faker.number.int({ min: 0, max: 900 }),
      soldCount: faker.number.int({ min: 0, max: 900 }),
      createdAt: now - (isNew ? faker.number.int({ min: 1, max: 20 }) : faker.number.int({ min: 25, max: 420 })) * DAY,
      specs: template.specs.map((spec) => ({ key: spec.key, label: { ...spec.label }, value: { ...spec.value } })),
    });
  }
}
