import type { Viewport } from 'storybook/viewport';
import { SCREEN_PX } from '../src/lib/layout-tokens';

const titles: Record<keyof typeof SCREEN_PX, { name: string; type: Viewport['type'] }> = {
  phoneSmall: { name: 'Phone', type: 'mobile' },
  phone: { name: 'Phone', type: 'mobile' },
  tablet: { name: 'Tablet', type: 'tablet' },
  desktop: { name: 'Desktop', type: 'desktop' },
};

/**
 * The viewport toolbar's presets: the screens the design is checked at (`SCREEN_PX` in layout-tokens.ts), keyed
 * as there (`globals: { viewport: { value: 'phoneSmall' } }`), each named with its width.
 */
export const screenViewports: Record<string, Viewport> = Object.fromEntries(
  Object.entries(SCREEN_PX).map(([key, { width, height }]) => {
    const { name, type } = titles[key as keyof typeof SCREEN_PX];
    return [key, { name: `${name} ${width}`, type, styles: { width: `${width}px`, height: `${height}px` } }];
  }),
);
