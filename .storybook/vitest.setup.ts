import * as a11yAddonAnnotations from '@storybook/addon-a11y/preview';
import { setProjectAnnotations } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import * as projectAnnotations from './preview';

/**
 * Before the accessibility check of each story (the a11y addon's `afterEach`: Storybook runs the project's
 * `afterEach` hooks last-listed first, so this one, listed last, runs before it): Fluent's
 * motions (a toast or a dialog fading in) are Web Animations, which Storybook's own pause of CSS animations does
 * not reach. On a loaded machine the check could catch a toast at 2 % opacity and report its text as unreadable
 * (CI, top-up form's Failed story). Each motion still running is jumped to its end: the check sees the settled
 * screen a shopper reads. CSS animations (a spinner, a toast's timer) are left to Storybook.
 */
const settleMotions = {
  afterEach: () => {
    for (const animation of document.getAnimations()) {
      if (animation.playState !== 'running' || animation instanceof CSSAnimation || animation instanceof CSSTransition) continue;
      try {
        animation.finish();
      } catch {
        // An endless animation cannot be finished; it is not a motion that settles.
      }
    }
  },
};

setProjectAnnotations([a11yAddonAnnotations, projectAnnotations, settleMotions]);

// `findBy…` and `waitFor` wait up to 1 s by default: on a busy 2-core CI machine a drawer, a dialog or a toast can take
// longer to appear, and the story failed for the machine's load, not the component. The checks themselves are unchanged.
// Fluent's toaster repeats each toast's text in a visually hidden live region for screen readers, for as long as
// the announcement lasts: text queries look at what is on screen, so that mirror is left out (like scripts and styles).
configure({ asyncUtilTimeout: 5_000, defaultIgnore: 'script, style, .fui-AriaLive__assertive, .fui-AriaLive__polite' });
