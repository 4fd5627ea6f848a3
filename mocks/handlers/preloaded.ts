import { getGetPreloadedDataMockHandler } from '../../src/api/generated/endpoints/preloaded/preloaded.msw';
import { serializePreloaded } from '../db/serializers/content';
import type { Kit } from './kit';

export function preloadedHandlers(kit: Kit) {
  return [kit.stateful(getGetPreloadedDataMockHandler, 'getPreloadedDataResponse', (ctx) => ctx.ok(serializePreloaded(ctx.view)))];
}
