import { Button, DrawerHeader, DrawerHeaderTitle, Field, makeStyles, OverlayDrawer, Select, Subtitle2, Text, tokens } from '@fluentui/react-components';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { useSnapshot } from 'valtio';
import { DrawerBody } from '../../components/drawer-body/drawer-body';
import { login, register } from '../../api/generated/endpoints/session/session';
import { CloseButton } from '../../components/close-button/close-button';
import { useSignedIn } from '../../features/auth/use-signed-in';
import { sessionStore } from '../../session/session-store';
import { endSession } from '../../session/start-session';
import { mockHooks, pageActions } from './mock-hooks';
import { JournalList, OutboxList } from './mock-panel-lists';
import { DEMO_CUSTOMER, LATENCY_CHOICES_MS, newCustomer, scenarioAddress } from './mock-panel-world';

const useStyles = makeStyles({
  body: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalL, paddingBlockEnd: tokens.spacingVerticalXXL },
  section: { display: 'flex', flexDirection: 'column', gap: tokens.spacingVerticalS },
  actions: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalS },
  hidden: { display: 'none' },
  failure: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

function Section({ title, children }: { title: string; children: ReactNode }) {
  const styles = useStyles();
  return (
    <section className={styles.section} aria-label={title}>
      <Subtitle2 as="h3">{title}</Subtitle2>
      {children}
    </section>
  );
}

/**
 * The developers' mock panel (decision 057), mock-mode builds only: the tab's scenario and latency, the mock's
 * data (reset, export, import), who is signed in, the outbox of one-time codes and the journal of the last calls.
 * A modal drawer: focus stays in it, Escape closes it and focus goes back to the button that opened it.
 */
export default function MockPanel({ open, onClose }: { open: boolean; onClose: () => void }) {
  const intl = useIntl();
  const styles = useStyles();
  const queryClient = useQueryClient();
  const signedIn = useSignedIn();
  const session = useSnapshot(sessionStore);
  const fileInput = useRef<HTMLInputElement>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const scenarios = useQuery({ queryKey: ['mock-panel', 'scenarios'], queryFn: mockHooks.scenarios, enabled: open, staleTime: Infinity });
  const latency = useQuery({ queryKey: ['mock-panel', 'latency'], queryFn: mockHooks.latency, enabled: open, staleTime: 0 });
  const scenario = scenarios.data?.active ?? 'default';
  const description = scenarios.data?.scenarios.find((each) => each.name === scenario)?.description;
  const title = intl.formatMessage({ id: 'mockPanel.title', defaultMessage: 'Mock API' });

  /** Runs a panel action: one at a time, its failure said in the panel (never a toast: this is not the shop). */
  const act = (work: () => Promise<unknown>) => async () => {
    setBusy(true);
    setFailure(null);
    try {
      await work();
    } catch (error) {
      setFailure(error instanceof Error ? error.message : String(error));
    } finally {
      setBusy(false);
    }
  };
  const signInWith = async (account: Promise<{ data: { record: Parameters<typeof signedIn>[0] } }>) => signedIn((await account).data.record);
  const importFile = async (file: File) => {
    await mockHooks.importState(await file.text());
    pageActions.reload();
  };
  const exportState = async () => {
    const link = document.createElement('a');
    link.href = URL.createObjectURL(new Blob([await mockHooks.exportState()], { type: 'application/json' }));
    link.download = 'mock-state.json';
    link.click();
    URL.revokeObjectURL(link.href);
  };

  return (
    <OverlayDrawer open={open} onOpenChange={(_, state) => (state.open ? undefined : onClose())} position="end" size="medium" aria-label={title}>
      <DrawerHeader>
        <DrawerHeaderTitle action={<CloseButton onClick={onClose} />}>{title}</DrawerHeaderTitle>
      </DrawerHeader>
      <DrawerBody className={styles.body}>
        {failure && (
          <Text role="alert" className={styles.failure}>
            {failure}
          </Text>
        )}
        <Section title={intl.formatMessage({ id: 'mockPanel.world', defaultMessage: 'World' })}>
          <Field
            label={intl.formatMessage({ id: 'mockPanel.scenario', defaultMessage: 'Scenario' })}
            // The registry describes its scenarios in English (a developers' tool): drawn left to right in the Arabic panel too.
            hint={description && { children: description, dir: 'ltr', lang: 'en' }}
          >
            <Select value={scenario} disabled={busy} onChange={(_, data) => pageActions.go(scenarioAddress(data.value))}>
              {(scenarios.data?.scenarios ?? [{ name: scenario }]).map((each) => (
                <option key={each.name} value={each.name}>
                  {each.name}
                </option>
              ))}
            </Select>
          </Field>
          <Field label={intl.formatMessage({ id: 'mockPanel.latency', defaultMessage: 'Latency of every call' })}>
            <Select
              value={String(latency.data ?? '')}
              disabled={busy || latency.data === undefined}
              onChange={(_, data) => void act(() => mockHooks.setLatency(Number(data.value)).then(() => latency.refetch()))()}
            >
              {[...new Set([...LATENCY_CHOICES_MS, ...(latency.data === undefined ? [] : [latency.data])])]
                .sort((a, b) => a - b)
                .map((ms) => (
                  <option key={ms} value={String(ms)}>
                    {intl.formatMessage({ id: 'mockPanel.latencyMs', defaultMessage: '{ms} ms' }, { ms: intl.formatNumber(ms) })}
                  </option>
                ))}
            </Select>
          </Field>
        </Section>
        <Section title={intl.formatMessage({ id: 'mockPanel.session', defaultMessage: 'Who is signed in' })}>
          <Text>
            {session.role === 'customer' && session.user?.email
              ? intl.formatMessage({ id: 'mockPanel.signedInAs', defaultMessage: 'Signed in as {email}' }, { email: session.user.email })
              : intl.formatMessage({ id: 'mockPanel.guest', defaultMessage: 'A guest' })}
          </Text>
          <div className={styles.actions}>
            <Button disabled={busy} onClick={act(() => signInWith(login(DEMO_CUSTOMER)))}>
              {intl.formatMessage({ id: 'mockPanel.signInDemo', defaultMessage: 'Sign in as the demo customer' })}
            </Button>
            <Button disabled={busy} onClick={act(() => signInWith(register(newCustomer(intl.formatMessage({ id: 'mockPanel.newCustomerName', defaultMessage: 'New Customer' })))))}>
              {intl.formatMessage({ id: 'mockPanel.signInNew', defaultMessage: 'Sign in as a new customer' })}
            </Button>
            <Button disabled={busy || session.role !== 'customer'} onClick={act(() => endSession(queryClient))}>
              {intl.formatMessage({ id: 'mockPanel.signOut', defaultMessage: 'Sign out' })}
            </Button>
          </div>
        </Section>
        <Section title={intl.formatMessage({ id: 'mockPanel.data', defaultMessage: "The mock's data" })}>
          <div className={styles.actions}>
            <Button disabled={busy} onClick={act(() => mockHooks.reset().then(pageActions.reload))}>
              {intl.formatMessage({ id: 'mockPanel.reset', defaultMessage: 'Reset to a fresh seed' })}
            </Button>
            <Button disabled={busy} onClick={act(exportState)}>
              {intl.formatMessage({ id: 'mockPanel.export', defaultMessage: 'Export state' })}
            </Button>
            <Button disabled={busy} onClick={() => fileInput.current?.click()}>
              {intl.formatMessage({ id: 'mockPanel.import', defaultMessage: 'Import state…' })}
            </Button>
            <input
              ref={fileInput}
              className={styles.hidden}
              type="file"
              accept="application/json,.json"
              aria-label={intl.formatMessage({ id: 'mockPanel.importFile', defaultMessage: 'State file to import' })}
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void act(() => importFile(file))();
              }}
            />
          </div>
        </Section>
        <Section title={intl.formatMessage({ id: 'mockPanel.outbox', defaultMessage: 'Outbox' })}>{open && <OutboxList />}</Section>
        <Section title={intl.formatMessage({ id: 'mockPanel.journal', defaultMessage: 'Last calls' })}>{open && <JournalList />}</Section>
      </DrawerBody>
    </OverlayDrawer>
  );
}
