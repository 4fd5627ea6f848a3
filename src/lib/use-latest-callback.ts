import { useLayoutEffect, useRef, useState } from 'react';

/**
 * A function whose identity never changes and which always calls the latest `callback`: for handlers handed to
 * memoised children (a list of rows re-renders only the rows whose own values changed).
 */
export function useLatestCallback<A extends unknown[], R>(callback: (...args: A) => R): (...args: A) => R {
  const latest = useRef(callback);
  useLayoutEffect(() => {
    latest.current = callback;
  });
  const [stable] = useState(() => (...args: A) => latest.current(...args));
  return stable;
}
