import { DrawerHeader, DrawerHeaderTitle, OverlayDrawer } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { DrawerBody } from '../../components/drawer-body/drawer-body';
import { CloseButton } from '../../components/close-button/close-button';

/** The shop's filters in a drawer from the inline start (mobile). A lazy chunk. */
export default function FiltersDrawer({ open, onOpenChange, children }: { open: boolean; onOpenChange: (open: boolean) => void; children: ReactNode }) {
  const intl = useIntl();
  return (
    <OverlayDrawer open={open} onOpenChange={(_, data) => onOpenChange(data.open)} position="start">
      <DrawerHeader>
        <DrawerHeaderTitle
          action={
            <CloseButton onClick={() => onOpenChange(false)} />
          }
        >
          {intl.formatMessage({ id: 'shop.filters', defaultMessage: 'Filters' })}
        </DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody>{children}</DrawerBody>
    </OverlayDrawer>
  );
}
