import {
  getGetHomeMockHandler,
  getGetProductMockHandler,
  getListBrandsMockHandler,
  getListCategoriesMockHandler,
  getListProductsMockHandler,
} from '../../src/api/generated/endpoints/catalog/catalog.msw';
import { getProductQueryParams, listProductsQueryParams } from '../../src/api/generated/zod-requests/catalog/catalog.zod';
import { getProduct, home, listProducts } from '../db/rules/catalog';
import { serializeBanner, serializeBrand, serializeCategory, serializeProduct, serializeTag, type ProductEmbed } from '../db/serializers/catalog';
import type { ProductList } from '../../src/api/generated/model';
import type { Kit } from './kit';

const embedOf = (query: { withCategory?: boolean; withBrand?: boolean; withTags?: boolean }): ProductEmbed => ({
  category: query.withCategory === true,
  brand: query.withBrand === true,
  tags: query.withTags === true,
});

export function catalogHandlers(kit: Kit) {
  return [
    kit.stateful(getGetHomeMockHandler, 'getHomeResponse', (ctx) => {
      const data = home(ctx.db);
      return ctx.ok({
        banners: data.banners.map((row) => serializeBanner(ctx.view, row)),
        bestSellers: data.bestSellers.map((row) => serializeProduct(ctx.view, row)),
        featuredBrands: data.featuredBrands.map((row) => serializeBrand(ctx.view, row)),
        offers: data.offers.map((row) => serializeProduct(ctx.view, row)),
        categories: data.categories.map((row) => serializeCategory(ctx.view, row)),
      });
    }),
    kit.stateful(getListProductsMockHandler, 'listProductsResponse', (ctx) => {
      const query = ctx.query(listProductsQueryParams);
      const result = listProducts(ctx.db, query);
      const embed = embedOf(query);
      const data: ProductList = {
        records: result.records.map((row) => serializeProduct(ctx.view, row, embed)),
        paginationInfo: result.paginationInfo,
      };
      if (query.withFilters) {
        data.filters = {
          price_range: result.filters.priceRange,
          categories: result.filters.categories.map(({ row, count }) => ({ id: row.id, slug: row.slug, title: ctx.view.text(row.title), count })),
          brands: result.filters.brands.map(({ row, count }) => ({ id: row.id, slug: row.slug, title: ctx.view.text(row.title), count })),
          tags: result.filters.tags.map(({ row, count }) => ({ id: row.id, slug: row.slug, title: ctx.view.text(row.title), count })),
        };
      }
      if (query.forCategory) data.category = result.scope.category ? serializeCategory(ctx.view, result.scope.category) : null;
      if (query.forBrand) data.brand = result.scope.brand ? serializeBrand(ctx.view, result.scope.brand) : null;
      if (query.forTag) data.tag = result.scope.tag ? serializeTag(ctx.view, result.scope.tag) : null;
      return ctx.ok(data);
    }),
    kit.stateful(getGetProductMockHandler, 'getProductResponse', (ctx) => {
      const query = ctx.query(getProductQueryParams);
      const { product, related } = getProduct(ctx.db, ctx.param('slug'));
      const embed = embedOf(query);
      return ctx.ok({
        record: serializeProduct(ctx.view, product, embed),
        relatedProducts: related.map((row) => serializeProduct(ctx.view, row, embed)),
      });
    }),
    kit.stateful(getListCategoriesMockHandler, 'listCategoriesResponse', (ctx) =>
      ctx.ok({ records: ctx.db.state.categories.map((row) => serializeCategory(ctx.view, row)) }),
    ),
    kit.stateful(getListBrandsMockHandler, 'listBrandsResponse', (ctx) =>
      ctx.ok({ records: ctx.db.state.brands.map((row) => serializeBrand(ctx.view, row)) }),
    ),
  ];
}
