import type { HttpHandler } from 'msw';
import { requireCustomer } from '../db/rules/access';
import type { Text } from '../db/rules/api-error';
import type { MockDb } from '../db/create-db';
import type { UserRow } from '../db/types';
import type { Ctx, GeneratedFactory, Kit, ResponseSchemaName } from './kit';

interface Endpoint<Response> {
  /** The generated `get*MockHandler`. */
  handler: GeneratedFactory<Response>;
  /** The name of the generated zod schema of its response. */
  schema: ResponseSchemaName;
}

interface Change<Response, Args extends unknown[]> extends Endpoint<Response> {
  /** The rule that changes the list. */
  apply: (db: MockDb, user: UserRow, ...args: Args) => unknown;
  /** What the answer says when done. */
  done: Text;
}

/** A customer's product list as the contract shapes it: read, clear, add and remove a product, customers only. */
export interface ProductList<Response> {
  /** What a guest is told (401). */
  guestMessage: Text;
  /** The answer: the list as it is now, with a message. */
  answer: (ctx: Ctx, message?: Text) => Response;
  read: Endpoint<Response>;
  clear: Change<Response, []>;
  add: Change<Response, [productId: number]>;
  remove: Change<Response, [productId: number]>;
}

/** The handlers of a product list (the wishlist and the compare list behave alike, spec section 6). */
export function productListHandlers<Response>(kit: Kit, list: ProductList<Response>): HttpHandler[] {
  const customer = (ctx: Ctx) => requireCustomer(ctx.user, list.guestMessage);
  return [
    kit.stateful(list.read.handler, list.read.schema, (ctx) => {
      customer(ctx);
      return list.answer(ctx);
    }),
    // `…/clear` before `…/:productId`.
    kit.stateful(list.clear.handler, list.clear.schema, (ctx) => {
      list.clear.apply(ctx.db, customer(ctx));
      return list.answer(ctx, list.clear.done);
    }),
    kit.stateful(list.add.handler, list.add.schema, (ctx) => {
      list.add.apply(ctx.db, customer(ctx), ctx.id('productId'));
      return list.answer(ctx, list.add.done);
    }),
    kit.stateful(list.remove.handler, list.remove.schema, (ctx) => {
      list.remove.apply(ctx.db, customer(ctx), ctx.id('productId'));
      return list.answer(ctx, list.remove.done);
    }),
  ];
}
