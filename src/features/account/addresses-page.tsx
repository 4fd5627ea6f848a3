import {
  Badge,
  Button,
  Card,
  Dialog,
  DialogActions,
  DialogBody,
  DialogContent,
  DialogSurface,
  DialogTitle,
  makeStyles,
  mergeClasses,
  Skeleton,
  SkeletonItem,
  Text,
  tokens,
} from '@fluentui/react-components';
import { AddRegular } from '@fluentui/react-icons/svg/add';
import { DeleteRegular } from '@fluentui/react-icons/svg/delete';
import { EditRegular } from '@fluentui/react-icons/svg/edit';
import { LocationRegular } from '@fluentui/react-icons/svg/location';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useIntl, defineMessage } from 'react-intl';
import { createAddress, deleteAddress, getListAddressesQueryKey, updateAddress, useListAddresses } from '../../api/generated/endpoints/addresses/addresses';
import { getGetCartQueryKey } from '../../api/generated/endpoints/cart/cart';
import type { Address } from '../../api/generated/model';
import { toastBus } from '../../components/toast/toast-bus';
import { AddressForm } from './address-form';
import { seedLocations } from './use-locations';
import { EmptyBlock } from '../../components/empty-block/empty-block';
import { ProfileLayout } from './profile-layout';
import { ButtonSpinner } from '../../components/button-spinner/button-spinner';
import { QueryErrorScreen } from '../../components/error-screen/query-error-screen';
import { usePageLayoutStyles } from '../../components/page-layout/page-layout-styles';
import { AddressLines } from '../../components/user-text/address-lines';
import { UserText } from '../../components/user-text/user-text';
import { autoGrid, contentWidth, gridTrack, placeholderHeight } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  grid: { display: 'grid', gridTemplateColumns: autoGrid(gridTrack.address), gap: tokens.spacingHorizontalL },
  placeholder: { height: placeholderHeight.addressCard },
  card: { padding: tokens.spacingHorizontalL, gap: tokens.spacingVerticalS },
  head: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalS },
  name: { fontWeight: tokens.fontWeightSemibold, flexGrow: 1, minWidth: 0 },
  actions: { display: 'flex', gap: tokens.spacingHorizontalS, marginBlockStart: 'auto' },
  surface: { maxWidth: contentWidth.formDialog, width: `calc(100vw - 2 * ${tokens.spacingHorizontalL})` },
});

/** Every governorate and city with the addresses (27 and 111 on the mock): the form then needs no call of its own. */
const ADDRESS_BOOK_PARAMS = { withGovernments: true, withCities: true } as const;

type Modal = { kind: 'create' } | { kind: 'edit'; address: Address } | { kind: 'delete'; address: Address } | null;

/** /{locale}/profile/addresses: the address book with create, edit and delete in modals, and the default flag. */
export default function AddressesPage() {
  const intl = useIntl();
  const styles = useStyles();
  const layout = usePageLayoutStyles();
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<Modal>(null);
  const [deleting, setDeleting] = useState(false);
  // GET /addresses with withGovernments and withCities (spec section 7): the address form's lists come with the
  // address book, seeded into the form's own cache below.
  const { data, isPending, error, refetch } = useListAddresses(ADDRESS_BOOK_PARAMS, { query: { select: (body) => body.data } });
  const addresses = data?.addresses;
  useEffect(() => {
    if (data) seedLocations(queryClient, intl.locale, data);
  }, [data, queryClient, intl.locale]);
  const close = () => setModal(null);
  const refresh = async () => {
    await queryClient.invalidateQueries({ queryKey: [getListAddressesQueryKey()[0]] });
    void queryClient.invalidateQueries({ queryKey: [getGetCartQueryKey()[0]] });
  };

  const remove = async (address: Address) => {
    setDeleting(true);
    try {
      await deleteAddress(address.id);
      await refresh();
      close();
      toastBus.show({ intent: 'success', message: defineMessage({ id: 'address.deleted', defaultMessage: 'The address was deleted' }) });
    } catch {
      /* the HTTP layer already told the shopper */
    } finally {
      setDeleting(false);
    }
  };

  return (
    <ProfileLayout
      title={intl.formatMessage({ id: 'address.pageTitle', defaultMessage: 'My addresses' })}
      actions={
        <Button appearance="primary" icon={<AddRegular />} onClick={() => setModal({ kind: 'create' })}>
          {intl.formatMessage({ id: 'address.add', defaultMessage: 'Add address' })}
        </Button>
      }
    >
      {!addresses && error ? (
        <QueryErrorScreen error={error} onRetry={refetch} />
      ) : isPending ? (
        <Skeleton className={styles.grid} aria-label={intl.formatMessage({ id: 'common.loading', defaultMessage: 'Loading…' })}>
          {[0, 1, 2].map((key) => (
            <SkeletonItem key={key} shape="rectangle" className={styles.placeholder} />
          ))}
        </Skeleton>
      ) : !addresses || addresses.length === 0 ? (
        <EmptyBlock icon={<LocationRegular />} title={intl.formatMessage({ id: 'address.empty', defaultMessage: 'No addresses found' })} />
      ) : (
        <ul className={mergeClasses(layout.list, styles.grid)}>
          {addresses.map((address) => (
            <li key={address.id} className={layout.stretchItem}>
              <Card className={styles.card} aria-label={address.title}>
                <div className={styles.head}>
                  <LocationRegular aria-hidden />
                  <Text className={styles.name}>
                    <UserText>{address.title}</UserText>
                  </Text>
                  {address.is_default && (
                    <Badge appearance="tint" color="brand">
                      {intl.formatMessage({ id: 'address.default', defaultMessage: 'Default' })}
                    </Badge>
                  )}
                </div>
                <Text>
                  <AddressLines address={address} />
                </Text>
                <div className={styles.actions}>
                  <Button size="small" icon={<EditRegular />} onClick={() => setModal({ kind: 'edit', address })}>
                    {intl.formatMessage({ id: 'common.edit', defaultMessage: 'Edit' })}
                  </Button>
                  <Button size="small" appearance="subtle" icon={<DeleteRegular />} onClick={() => setModal({ kind: 'delete', address })}>
                    {intl.formatMessage({ id: 'common.delete', defaultMessage: 'Delete' })}
                  </Button>
                </div>
              </Card>
            </li>
          ))}
        </ul>
      )}

      <Dialog open={modal?.kind === 'create' || modal?.kind === 'edit'} onOpenChange={(_, data) => !data.open && close()}>
        <DialogSurface className={styles.surface}>
          <DialogBody>
            <DialogTitle>{modal?.kind === 'edit' ? intl.formatMessage({ id: 'address.editTitle', defaultMessage: 'Edit address' }) : intl.formatMessage({ id: 'address.createTitle', defaultMessage: 'New address' })}</DialogTitle>
            <DialogContent>
              {(modal?.kind === 'create' || modal?.kind === 'edit') && (
                <AddressForm
                  key={modal.kind === 'edit' ? modal.address.id : 'new'}
                  address={modal.kind === 'edit' ? modal.address : null}
                  submitLabel={intl.formatMessage({ id: 'address.save', defaultMessage: 'Save address' })}
                  onCancel={close}
                  onSubmit={async (input) => {
                    if (modal.kind === 'edit') await updateAddress(modal.address.id, input);
                    else await createAddress(input);
                    await refresh();
                    close();
                    toastBus.show({ intent: 'success', message: defineMessage({ id: 'address.saved', defaultMessage: 'The address was saved' }) });
                  }}
                />
              )}
            </DialogContent>
          </DialogBody>
        </DialogSurface>
      </Dialog>

      <Dialog open={modal?.kind === 'delete'} onOpenChange={(_, data) => !data.open && close()}>
        <DialogSurface>
          <DialogBody>
            <DialogTitle>{intl.formatMessage({ id: 'address.deleteTitle', defaultMessage: 'Delete this address?' })}</DialogTitle>
            <DialogContent>
              {modal?.kind === 'delete' &&
                intl.formatMessage({ id: 'address.deleteBody', defaultMessage: '“{title}” will be removed from your address book.' }, { title: <UserText key="title">{modal.address.title}</UserText> })}
            </DialogContent>
            <DialogActions>
              <Button onClick={close}>{intl.formatMessage({ id: 'common.cancel', defaultMessage: 'Cancel' })}</Button>
              <Button
                appearance="primary"
                disabled={deleting}
                icon={deleting ? <ButtonSpinner /> : undefined}
                onClick={() => modal?.kind === 'delete' && void remove(modal.address)}
              >
                {intl.formatMessage({ id: 'common.delete', defaultMessage: 'Delete' })}
              </Button>
            </DialogActions>
          </DialogBody>
        </DialogSurface>
      </Dialog>
    </ProfileLayout>
  );
}
