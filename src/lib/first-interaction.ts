const INTERACTIONS = ['pointermove', 'pointerdown', 'keydown', 'touchstart', 'wheel'] as const;

let interacted: Promise<void> | undefined;

/** Resolves at the visitor's first pointer move, press, touch, wheel or key on the page (once per page load). */
export function firstInteraction(): Promise<void> {
  interacted ??= new Promise((resolve) => {
    const done = () => {
      INTERACTIONS.forEach((type) => window.removeEventListener(type, done, true));
      resolve();
    };
    INTERACTIONS.forEach((type) => window.addEventListener(type, done, { capture: true, passive: true }));
  });
  return interacted;
}
