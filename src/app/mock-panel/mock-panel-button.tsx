import { Button, makeStyles, tokens, useRestoreFocusTarget } from '@fluentui/react-components';
import { WrenchRegular } from '@fluentui/react-icons/svg/wrench';
import { lazy, Suspense, useState } from 'react';
import { useIntl } from 'react-intl';
import { box } from '../../lib/layout-tokens';

// The panel itself is a chunk of its own, asked for at the first press (the mock-mode start stays within its budget).
const MockPanel = lazy(() => import('./mock-panel'));

const useStyles = makeStyles({
  // A tab on the screen's end edge, halfway down: clear of the header, the phone's bottom bar and the cart's and
  // checkout's buttons (which sit at the bottom or in the page's flow), and beneath every drawer and dialog.
  tab: {
    position: 'fixed',
    insetInlineEnd: 0,
    top: '50%',
    transform: 'translateY(-50%)',
    zIndex: 20,
    minWidth: 0,
    width: box.marker,
    height: box.touchTarget,
    paddingInline: 0,
    borderStartEndRadius: 0,
    borderEndEndRadius: 0,
    boxShadow: tokens.shadow8,
  },
});

/** Mock-mode builds only (decision 057): the small button that opens the developers' mock panel. */
export default function MockPanelButton() {
  const intl = useIntl();
  const styles = useStyles();
  const [open, setOpen] = useState(false);
  const [asked, setAsked] = useState(false);
  // Where focus goes back when the drawer closes (Fluent's restorer: the drawer is opened from outside a DialogTrigger).
  const restoreFocus = useRestoreFocusTarget();
  return (
    <>
      <Button
        className={styles.tab}
        appearance="primary"
        icon={<WrenchRegular />}
        aria-label={intl.formatMessage({ id: 'mockPanel.open', defaultMessage: 'Mock API panel' })}
        aria-haspopup="dialog"
        aria-expanded={open}
        data-mock-panel-button=""
        {...restoreFocus}
        onClick={() => {
          setAsked(true);
          setOpen(true);
        }}
      />
      {asked && (
        <Suspense fallback={null}>
          <MockPanel open={open} onClose={() => setOpen(false)} />
        </Suspense>
      )}
    </>
  );
}
