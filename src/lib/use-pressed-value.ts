import { useState } from 'react';

/**
 * A control's value as the shopper just set it, drawn in the press's own frame by the control alone, while what
 * owns the value (a listing's address) follows in the task after that frame (decision 069). The pressed value
 * belongs to the state it was pressed on (`on`: the owner's value or address, compared by identity): once that
 * changes — the owner followed, Back, another change — it is dropped in the same render, for good, and the owner's
 * value shows.
 */
export function usePressedValue<T>(value: T, on: unknown): [T, (pressed: T) => void] {
  const [pressed, setPressed] = useState<{ value: T; on: unknown } | null>(null);
  // Dropped for good, while rendering (React's way for state that follows a prop): a state that comes back later
  // (Back to the address it was pressed on) does not bring it back.
  const current = pressed !== null && Object.is(pressed.on, on);
  if (pressed !== null && !current) setPressed(null);
  return [current ? pressed.value : value, (next: T) => setPressed({ value: next, on })];
}
