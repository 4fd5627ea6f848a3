import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ComponentProps, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { Link, useRouter } from 'wouter';
import { ROUTER_PRELOAD_DELAY_MS } from '../../lib/constants';
import { prefetchRoute } from './route-prefetch';

export type PrefetchLinkProps = ComponentProps<'a'> & { href: string };

/**
 * A link (under the locale) that, after the pointer or focus rests on it for ROUTER_PRELOAD_DELAY_MS, or at
 * once when it is pressed (a finger on a phone, which has no hover: the press comes ~100 ms before the
 * click), fetches the page chunk and its data so the page opens sooner.
 */
export function PrefetchLink({ href, onMouseEnter, onMouseLeave, onFocus, onBlur, onPointerDown, ...props }: PrefetchLinkProps) {
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
      onPointerDown={(event: PointerEvent<HTMLAnchorElement>) => {
        cancel();
        prefetchRoute(href, queryClient, parser);
        onPointerDown?.(event);
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
