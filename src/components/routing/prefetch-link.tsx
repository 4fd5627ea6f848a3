import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ComponentProps, type FocusEvent, type MouseEvent } from 'react';
import { Link, useRouter } from 'wouter';
import { ROUTER_PRELOAD_DELAY_MS } from '../../lib/constants';
import { prefetchRoute } from './route-prefetch';

export type PrefetchLinkProps = ComponentProps<'a'> & { href: string };

/**
 * A link (under the locale) that, after the pointer or focus rests on it for ROUTER_PRELOAD_DELAY_MS,
 * fetches the page chunk and its data so the page opens at once.
 */
export function PrefetchLink({ href, onMouseEnter, onMouseLeave, onFocus, onBlur, ...props }: PrefetchLinkProps) {
  const queryClient = useQueryClient();
  const { parser } = useRouter();
  const timer = useRef<number | undefined>(undefined);
  const cancel = () => window.clearTimeout(timer.current);
  const start = () => {
    cancel();
    timer.current = window.setTimeout(() => prefetchRoute(href, queryClient, parser), ROUTER_PRELOAD_DELAY_MS);
  };
  useEffect(() => cancel, []);
  return (
    <Link
      href={href}
      {...props}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        start();
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event: MouseEvent<HTMLAnchorElement>) => {
        cancel();
        onMouseLeave?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        start();
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLAnchorElement>) => {
        cancel();
        onBlur?.(event);
      }}
    />
  );
}
