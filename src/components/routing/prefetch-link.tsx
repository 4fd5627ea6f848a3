import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, type ComponentProps, type FocusEvent, type MouseEvent, type PointerEvent } from 'react';
import { Link, useRouter } from 'wouter';
import { linkPreloader } from './link-preloader';
import { prefetchWhenSeen } from './viewport-prefetch';
import { useRestingIntent } from './use-resting-intent';

export type PrefetchLinkProps = ComponentProps<'a'> & { href: string };

/**
 * A link (under the locale) that, after the pointer or focus rests on it for ROUTER_PRELOAD_DELAY_MS, or at
 * once when it is pressed (a finger on a phone, which has no hover: the press comes ~100 ms before the
 * click), fetches the page chunk and its data so the page opens sooner. Once the page has settled, a link on screen
 * fetches its page's chunk (`prefetchWhenSeen`): the code a click needs is there before the shopper points at it.
 */
export function PrefetchLink({ href, onMouseEnter, onMouseLeave, onFocus, onBlur, onPointerDown, ...props }: PrefetchLinkProps) {
  const queryClient = useQueryClient();
  const { parser } = useRouter();
  const intent = useRestingIntent(() => linkPreloader().intent(href, queryClient, parser));
  const anchor = useRef<HTMLAnchorElement>(null);
  useEffect(() => (anchor.current ? prefetchWhenSeen(anchor.current, () => linkPreloader().seen(href, parser)) : undefined), [href, parser]);
  return (
    <Link
      ref={anchor}
      href={href}
      {...props}
      onMouseEnter={(event: MouseEvent<HTMLAnchorElement>) => {
        intent.start();
        onMouseEnter?.(event);
      }}
      onMouseLeave={(event: MouseEvent<HTMLAnchorElement>) => {
        intent.cancel();
        onMouseLeave?.(event);
      }}
      onPointerDown={(event: PointerEvent<HTMLAnchorElement>) => {
        intent.now();
        onPointerDown?.(event);
      }}
      onFocus={(event: FocusEvent<HTMLAnchorElement>) => {
        intent.start();
        onFocus?.(event);
      }}
      onBlur={(event: FocusEvent<HTMLAnchorElement>) => {
        intent.cancel();
        onBlur?.(event);
      }}
    />
  );
}
