import { makeStyles } from '@fluentui/react-components';
import { latinRuns, startsRightToLeft } from '../../i18n/bidi';

const useStyles = makeStyles({
  // One unit: a line that must end early hides the run whole instead of its start; a run wider than the line is cut
  // at its own (left-to-right) end.
  run: {
    display: 'inline-block',
    maxWidth: '100%',
    whiteSpace: 'nowrap',
    overflow: 'hidden',
    textOverflow: 'ellipsis',
    verticalAlign: 'bottom',
    textDecorationLine: 'inherit',
  },
});

/**
 * A title shown cut to its box (an ellipsis, a line clamp). Put on an element with `dir="auto"`: a Latin title then
 * ends in "…" at its own end. A right-to-left title keeps each Latin run ("S24 Ultra 5G") whole: the browser cuts a
 * line at its visual end, which inside a left-to-right run is the run's start ("…ltra 5G", "…yzen 7 8840HS").
 */
export function CutTitle({ children }: { children: string }) {
  const styles = useStyles();
  if (!startsRightToLeft(children)) return children;
  return latinRuns(children).map((part, index) =>
    part.latin ? (
      <span key={index} dir="ltr" className={styles.run}>
        {part.text}
      </span>
    ) : (
      part.text
    ),
  );
}
