import { Button } from '@fluentui/react-components';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { useIntl } from 'react-intl';

/** The ✕ of a drawer or dialog: an icon-only button named 'Close'. */
export function CloseButton({ onClick }: { onClick: () => void }) {
  const intl = useIntl();
  return <Button appearance="subtle" icon={<DismissRegular />} aria-label={intl.formatMessage({ id: 'common.close', defaultMessage: 'Close' })} onClick={onClick} />;
}
