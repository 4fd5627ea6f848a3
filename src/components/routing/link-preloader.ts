import type { QueryClient } from '@tanstack/react-query';
import type { Parser } from 'wouter';

/** What a link asks of the router (src/app/router/navigation.ts sets it; components cannot import the app). */
export interface LinkPreloader {
  /** The pointer or the focus rested on the link, or it was pressed: its page's chunk and data. Never rejects. */
  intent: (href: string, queryClient: QueryClient, parser: Parser) => Promise<void>;
  /** The link came on screen after the page settled: its page's chunk only. */
  seen: (href: string, parser: Parser) => void;
}

let preloader: LinkPreloader = { intent: () => Promise.resolve(), seen: () => undefined };

/** The router hands its preloading over once, when its route table loads. */
export const setLinkPreloader = (next: LinkPreloader) => {
  preloader = next;
};

/** The router's preloading, read when a link acts (the router may load after the link's module). */
export const linkPreloader = (): LinkPreloader => preloader;
