import { makeStyles, Table, TableBody, TableCell, TableHeader, TableHeaderCell, TableRow, Text, tokens } from '@fluentui/react-components';
import { useQuery } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { LTR_ISLAND } from '../../i18n/ltr-island';
import { mockHooks } from './mock-hooks';

/** How often the open panel reads the journal and the outbox again. */
export const MOCK_PANEL_REFRESH_MS = 1000;

const useStyles = makeStyles({
  scroller: { overflowX: 'auto', maxWidth: '100%' },
  latin: { direction: LTR_ISLAND, unicodeBidi: 'isolate', fontFamily: tokens.fontFamilyMonospace, wordBreak: 'break-all' },
  bad: { color: tokens.colorPaletteRedForeground1, fontWeight: tokens.fontWeightSemibold },
});

/** The one-time codes the mock "sent" by e-mail, newest first. */
export function OutboxList() {
  const intl = useIntl();
  const styles = useStyles();
  const { data = [] } = useQuery({ queryKey: ['mock-panel', 'outbox'], queryFn: mockHooks.outbox, refetchInterval: MOCK_PANEL_REFRESH_MS, staleTime: 0 });
  if (data.length === 0) return <Text>{intl.formatMessage({ id: 'mockPanel.outboxEmpty', defaultMessage: 'No one-time codes sent yet.' })}</Text>;
  return (
    <div className={styles.scroller}>
      <Table size="extra-small" aria-label={intl.formatMessage({ id: 'mockPanel.outbox', defaultMessage: 'Outbox' })}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{intl.formatMessage({ id: 'mockPanel.outboxEmail', defaultMessage: 'E-mail' })}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage({ id: 'mockPanel.outboxCode', defaultMessage: 'Code' })}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage({ id: 'mockPanel.outboxSent', defaultMessage: 'Sent' })}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {[...data].reverse().map((message) => (
            <TableRow key={`${message.email}-${message.sentAt}-${message.code}`}>
              <TableCell>
                <span className={styles.latin}>{message.email}</span>
              </TableCell>
              <TableCell>
                <span className={styles.latin}>{message.code}</span>
              </TableCell>
              <TableCell>{intl.formatTime(message.sentAt, { timeStyle: 'medium' })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

/** The last calls the mock answered (at most 50), newest first: method, path, status, when and how long, scenario. */
export function JournalList() {
  const intl = useIntl();
  const styles = useStyles();
  const { data = [] } = useQuery({ queryKey: ['mock-panel', 'journal'], queryFn: mockHooks.journal, refetchInterval: MOCK_PANEL_REFRESH_MS, staleTime: 0 });
  if (data.length === 0) return <Text>{intl.formatMessage({ id: 'mockPanel.journalEmpty', defaultMessage: 'No calls yet.' })}</Text>;
  return (
    <div className={styles.scroller}>
      <Table size="extra-small" aria-label={intl.formatMessage({ id: 'mockPanel.journal', defaultMessage: 'Last calls' })}>
        <TableHeader>
          <TableRow>
            <TableHeaderCell>{intl.formatMessage({ id: 'mockPanel.journalCall', defaultMessage: 'Call' })}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage({ id: 'mockPanel.journalStatus', defaultMessage: 'Status' })}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage({ id: 'mockPanel.journalTime', defaultMessage: 'Time' })}</TableHeaderCell>
            <TableHeaderCell>{intl.formatMessage({ id: 'mockPanel.scenario', defaultMessage: 'Scenario' })}</TableHeaderCell>
          </TableRow>
        </TableHeader>
        <TableBody>
          {data.map((entry, index) => (
            <TableRow key={`${entry.at}-${index}-${entry.method}-${entry.path}`}>
              <TableCell>
                <span className={styles.latin}>{intl.formatMessage({ id: 'mockPanel.journalCallText', defaultMessage: '{method} {path}' }, { method: entry.method, path: entry.path })}</span>
              </TableCell>
              <TableCell>
                <span className={entry.status >= 400 ? styles.bad : undefined}>{intl.formatNumber(entry.status, { useGrouping: false })}</span>
              </TableCell>
              <TableCell>
                {intl.formatMessage(
                  { id: 'mockPanel.journalWhen', defaultMessage: '{time} ({ms} ms)' },
                  { time: intl.formatTime(entry.at, { timeStyle: 'medium' }), ms: intl.formatNumber(entry.ms) },
                )}
              </TableCell>
              <TableCell>
                <span className={styles.latin}>{entry.scenario}</span>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}
