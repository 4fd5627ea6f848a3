import { useEffect, useState, type ComponentType } from 'react';
import { toastBus } from './toast-bus';

// Any first touch, click, mouse move or key press. The toaster must be mounted before the first modal dialog
// closes: it keeps Tabster's modalizer alive, which otherwise is disposed with that dialog before it takes
// `aria-hidden` off the page behind it (the page would stay hidden from assistive technology).
const INTERACTIONS = ['pointerdown', 'pointermove', 'keydown', 'touchstart'] as const;

let loading: Promise<ComponentType> | undefined;
const loadToaster = () => (loading ??= import('./toaster-host').then((module) => module.default));

/**
 * The toaster, a chunk fetched when the first notice is raised or the visitor first interacts (decision
 * 011-h11): a page load alone never downloads it. Notices raised meanwhile wait on the bus. It is rendered
 * once loaded, with no Suspense boundary to hide and show it again.
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
    INTERACTIONS.forEach((type) => window.addEventListener(type, need, { capture: true, passive: true, once: true }));
    return () => {
      active = false;
      stop();
      INTERACTIONS.forEach((type) => window.removeEventListener(type, need, true));
    };
  }, [Host]);
  return Host ? <Host.component /> : null;
}
