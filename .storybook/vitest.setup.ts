import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview';

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations]);

// `findBy…` and `waitFor` wait up to 1 s by default: on a busy 2-core CI machine a drawer, a dialog or a toast can take
// longer to appear, and the story failed for the machine's load, not the component. The checks themselves are unchanged.
// Fluent's toaster repeats each toast's text in a visually hidden live region for screen readers, for as long as
// the announcement lasts: text queries look at what is on screen, so that mirror is left out (like scripts and styles).
configure({ asyncUtilTimeout: 5_000, defaultIgnore: 'script, style, .fui-AriaLive__assertive, .fui-AriaLive__polite' });
