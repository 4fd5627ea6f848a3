import { useEffect, useState, type ComponentType } from 'react';
import { rightAfterNextPaint } from '../../lib/after-next-paint';
import { PRESS_FRAME_WAIT_MS } from '../../lib/constants';
import { whenIdle } from '../../lib/when-idle';
import { toastBus } from './toast-bus';

// Any first touch, click, mouse move or key press. The toaster must be mounted before the first modal dialog
// closes: it keeps Tabster's modalizer alive, which otherwise is disposed with that dialog before it takes
// `aria-hidden` off the page behind it (the page would stay hidden from assistive technology).
// A key loads it right after its own frame (a keyboard or screen reader user may open and close a dialog in a
// moment, not within one frame): its chunk's preload links and modules, 40–125 ms at 4× CPU, were part of the key's
// next paint (decision 069). A pointer or a touch loads it when the browser is next idle, at most
// TOASTER_IDLE_TIMEOUT_MS later: fetched, run and mounted during the very interaction that asked for it, it delayed
// that interaction's answer (the shop's first filter click, ≈ 100 ms at 4× CPU, decision 039), and a dialog a press
// opens stays open longer than that.
const AFTER_ITS_FRAME = ['keydown'] as const;
const WHEN_IDLE = ['pointerdown', 'pointermove', 'touchstart'] as const;
const TOASTER_IDLE_TIMEOUT_MS = 300;

let loading: Promise<ComponentType> | undefined;
const loadToaster = () => (loading ??= import('./toaster-host').then((module) => module.default));

/**
 * The toaster, a chunk fetched when the first notice is raised or the visitor first interacts (decision 007; a
 * pointer or a touch once the browser is idle after it, decision 039; a key right after its frame, decision 069): a
 * page load alone never downloads it. Notices raised meanwhile wait on the bus. It is rendered once loaded, with no
 * Suspense boundary to hide and show it again.
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
    let cancelIdle: (() => void) | undefined;
    const needWhenIdle = () => {
      cancelIdle ??= whenIdle(need, TOASTER_IDLE_TIMEOUT_MS);
    };
    const needAfterItsFrame = () => void rightAfterNextPaint(PRESS_FRAME_WAIT_MS).then(() => active && need());
    const listen = { capture: true, passive: true, once: true };
    AFTER_ITS_FRAME.forEach((type) => window.addEventListener(type, needAfterItsFrame, listen));
    WHEN_IDLE.forEach((type) => window.addEventListener(type, needWhenIdle, listen));
    return () => {
      active = false;
      stop();
      cancelIdle?.();
      AFTER_ITS_FRAME.forEach((type) => window.removeEventListener(type, needAfterItsFrame, true));
      WHEN_IDLE.forEach((type) => window.removeEventListener(type, needWhenIdle, true));
    };
  }, [Host]);
  return Host ? <Host.component /> : null;
}
