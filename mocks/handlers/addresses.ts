import {
  getCreateAddressMockHandler,
  getDeleteAddressMockHandler,
  getListAddressesMockHandler,
  getListCitiesMockHandler,
  getListGovernmentsMockHandler,
  getUpdateAddressMockHandler,
  getValidateAddressMockHandler,
} from '../../src/api/generated/endpoints/addresses/addresses.msw';
import {
  createAddressBody,
  listAddressesQueryParams,
  listCitiesQueryParams,
  updateAddressBody,
  validateAddressBody,
} from '../../src/api/generated/zod-requests/addresses/addresses.zod';
import { t } from '../db/rules/api-error';
import { requireCustomer, requireShopper } from '../db/rules/access';
import { checkAddressInput, createAddress, deleteAddress, savedAddresses, updateAddress } from '../db/rules/addresses';
import { serializeAddress, serializeCity, serializeGovernment } from '../db/serializers/commerce';
import type { Kit } from './kit';

export function addressesHandlers(kit: Kit) {
  return [
    kit.stateful(getListAddressesMockHandler, 'listAddressesResponse', (ctx) => {
      const user = requireCustomer(ctx.user);
      const query = ctx.query(listAddressesQueryParams);
      return ctx.ok({
        addresses: savedAddresses(ctx.db.state, user.id).map((row) => serializeAddress(ctx.view, row)),
        ...(query.withGovernments ? { governments: ctx.db.state.governments.map((row) => serializeGovernment(ctx.view, row)) } : {}),
        ...(query.withCities ? { cities: ctx.db.state.cities.map((row) => serializeCity(ctx.view, row)) } : {}),
      });
    }),
    kit.stateful(getCreateAddressMockHandler, 'createAddressResponse', async (ctx) => {
      const user = requireCustomer(ctx.user);
      const input = await ctx.body(createAddressBody);
      return ctx.ok({ record: serializeAddress(ctx.view, createAddress(ctx.db, user, input)) }, t('Address saved', 'تم حفظ العنوان'));
    }),
    // `/addresses/validate` before `/addresses/:addressId` (different methods, kept in order anyway).
    kit.stateful(getValidateAddressMockHandler, 'validateAddressResponse', async (ctx) => {
      requireShopper(ctx.user);
      const input = await ctx.body(validateAddressBody);
      checkAddressInput(ctx.db.state, input);
      return ctx.ok({}, t('The address is valid', 'العنوان صحيح'));
    }),
    kit.stateful(getUpdateAddressMockHandler, 'updateAddressResponse', async (ctx) => {
      const user = requireCustomer(ctx.user);
      const addressId = ctx.id('addressId');
      const input = await ctx.body(updateAddressBody);
      return ctx.ok({ record: serializeAddress(ctx.view, updateAddress(ctx.db, user, addressId, input)) }, t('Address updated', 'تم تحديث العنوان'));
    }),
    kit.stateful(getDeleteAddressMockHandler, 'deleteAddressResponse', (ctx) => {
      const user = requireCustomer(ctx.user);
      deleteAddress(ctx.db, user, ctx.id('addressId'));
      return ctx.ok({}, t('Address deleted', 'تم حذف العنوان'));
    }),
    kit.stateful(getListGovernmentsMockHandler, 'listGovernmentsResponse', (ctx) =>
      ctx.ok({ records: ctx.db.state.governments.map((row) => serializeGovernment(ctx.view, row)) }),
    ),
    kit.stateful(getListCitiesMockHandler, 'listCitiesResponse', (ctx) => {
      const query = ctx.query(listCitiesQueryParams);
      return ctx.ok({
        records: ctx.db.state.cities.filter((row) => row.governmentId === query.government_id).map((row) => serializeCity(ctx.view, row)),
      });
    }),
  ];
}
