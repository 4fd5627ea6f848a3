import { useEffect, useState, type ComponentType } from 'react';
import { rightAfterNextPaint } from '../../lib/after-next-paint';
import { whenIdle } from '../../lib/when-idle';
import { toastBus } from './toast-bus';

// The first click or key. The toaster must be mounted before the first modal dialog closes: it keeps Tabster's
// modalizer alive, which otherwise is disposed with that dialog before it takes `aria-hidden` off the page behind
// it (the page would stay hidden from assistive technology). Never inside the press that asks for it (decision 069):
// its chunk's preload links and modules, ≈ 40–120 ms at 4× CPU, are started in the task after the press's frame —
// a key at once then (a keyboard or screen reader user may open and close a dialog in a moment), a click when the
// browser is next idle, at most TOASTER_IDLE_TIMEOUT_MS later (after what the click asked for is drawn; a dialog a
// click opens stays open longer than that). A first pointer move or touch no longer loads it: on a phone the touch
// comes ≈ 100 ms before its click, and the toaster's work landed inside that click (decision 039).
const AFTER_KEY = ['keydown'] as const;
const AFTER_CLICK = ['click'] as const;
const TOASTER_IDLE_TIMEOUT_MS = 300;
/** Longest wait for the press's frame before the toaster is asked for all the same. */
const PRESS_FRAME_WAIT_MS = 100;

let loading: Promise<ComponentType> | undefined;
const loadToaster = () => (loading ??= import('./toaster-host').then((module) => module.default));

/**
 * The toaster, a chunk fetched when the first notice is raised or after the visitor's first click or key (decision
 * 007; after its frame, a click's once the browser is idle: decisions 039, 069): a page load alone never downloads
 * it. Notices raised meanwhile wait on the bus. It is rendered once loaded, with no Suspense boundary to hide and
 * show it again.
 */
export function AppToaster() {
  const [Host, setHost] = useState<{ component: ComponentType } | null>(null);
  useEffect(() => {
    if (Host) return undefined;
    let active = true;
    const need = () => {
      loadToaster()
        .then((component) => {
          if (active) setHost({ component });
        })
        .catch(() => {
          loading = undefined;
        });
    };
    const stop = toastBus.onDemand(need);
    let asked = false;
    let cancelIdle: (() => void) | undefined;
    const afterKey = () => {
      if (asked) return;
      asked = true;
      void rightAfterNextPaint(PRESS_FRAME_WAIT_MS).then(() => active && need());
    };
    const afterClick = () => {
      if (asked) return;
      asked = true;
      void rightAfterNextPaint(PRESS_FRAME_WAIT_MS).then(() => {
        if (active) cancelIdle = whenIdle(need, TOASTER_IDLE_TIMEOUT_MS);
      });
    };
    const listen = { capture: true, passive: true, once: true };
    AFTER_KEY.forEach((type) => window.addEventListener(type, afterKey, listen));
    AFTER_CLICK.forEach((type) => window.addEventListener(type, afterClick, listen));
    return () => {
      active = false;
      stop();
      cancelIdle?.();
      AFTER_KEY.forEach((type) => window.removeEventListener(type, afterKey, true));
      AFTER_CLICK.forEach((type) => window.removeEventListener(type, afterClick, true));
    };
  }, [Host]);
  return Host ? <Host.component /> : null;
}
