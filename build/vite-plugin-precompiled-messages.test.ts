import { describe, expect, it } from 'vitest';
import { REST_MESSAGES_PROLOGUE, splitMessages } from './vite-plugin-precompiled-messages';

describe('splitMessages', () => {
  // The entry imports the start; home (a lead page) shares the card's chunk with the cart page.
  const chunks = {
    'index.js': { moduleIds: ['/src/app/main.ts'], imports: [] },
    'start.js': { moduleIds: ['/src/app/start.tsx', '/src/app/shell/header.tsx'], imports: [] },
    'home.js': { moduleIds: ['/src/features/catalog/home-page.tsx'], imports: ['start.js', 'shared.js'] },
    'shared.js': { moduleIds: ['/src/features/catalog/card.tsx'], imports: ['start.js'] },
    'cart.js': { moduleIds: ['/src/features/cart/cart-page.tsx'], imports: ['start.js', 'shared.js'] },
    'login.js': { moduleIds: ['/src/features/auth/login-page.tsx'], imports: ['start.js'] },
  };
  const ids: Record<string, string[]> = {
    '/src/app/shell/header.tsx': ['a'],
    '/src/features/catalog/home-page.tsx': ['b'],
    '/src/features/catalog/card.tsx': ['c'],
    '/src/features/cart/cart-page.tsx': ['c', 'd'],
    '/src/features/auth/login-page.tsx': ['e'],
  };
  const lead = new Set(['/src/app/main.ts', '/src/app/start.tsx', '/src/features/catalog/home-page.tsx']);
  const { inFirst, waiting } = splitMessages(chunks, (id) => ids[id] ?? [], lead);

  it('keeps in the first part what the lead chunks and everything they import say, and what no chunk says', () => {
    expect(['a', 'b', 'c', 'd', 'e', 'z'].filter(inFirst)).toEqual(['a', 'b', 'c', 'z']);
  });

  it('has every other chunk that says a message of the second part wait for it, and only those', () => {
    expect([...waiting].sort()).toEqual(['cart.js', 'login.js']);
  });

  it('waits with a top-level await on the function the app sets, which may be missing', () => {
    expect(REST_MESSAGES_PROLOGUE).toBe('await globalThis.__storefrontRestMessages?.();\n');
  });
});
