/** A catalogue's second part in a build (build/vite-plugin-precompiled-messages.ts); in dev, the whole catalogue. */
declare module '*.json?rest' {
  const messages: Record<string, string>;
  export default messages;
}
