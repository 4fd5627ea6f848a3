import { Menu, MenuDivider, MenuItem, MenuList, MenuPopover, MenuTrigger } from '@fluentui/react-components';
import { SignOutRegular } from '@fluentui/react-icons/svg/sign-out';
import type { ReactElement } from 'react';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { accountLinks, trackOrderLink } from './account-links';
import { accountMessages } from './account-messages';

/** The customer's account dropdown: profile, change password, orders, addresses, my wallet, track an order, and logout. */
export default function AccountDropdown({ trigger }: { trigger: ReactElement }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  return (
    <Menu>
      <MenuTrigger disableButtonEnhancement>{trigger}</MenuTrigger>
      <MenuPopover>
        <MenuList>
          {[...accountLinks, trackOrderLink]
            .filter((link) => link.inDropdown)
            .map((link) => (
              <MenuItem key={link.key} icon={<link.icon />} onClick={() => navigate(link.path)}>
                {intl.formatMessage(link.label)}
              </MenuItem>
            ))}
          <MenuDivider />
          <MenuItem icon={<SignOutRegular />} onClick={() => navigate('/logout')}>
            {intl.formatMessage(accountMessages.logout)}
          </MenuItem>
        </MenuList>
      </MenuPopover>
    </Menu>
  );
}
