import { useQueryClient } from '@tanstack/react-query';
import type { ArgTypes, Decorator } from '@storybook/react-vite';
import { useState, type ReactNode } from 'react';
import type { StoryCartOptions } from './story-cart';

/**
 * Storybook only: the story cart's options (story-cart.ts) as controls, for pages drawn from the mock (the cart page,
 * checkout). A control's value overrides the story's `parameters`; the loaders run again with it, and the page asks
 * the mock again (`freshAnswersPerArgs`).
 */
export const storyCartArgTypes: Partial<ArgTypes<StoryCartOptions>> = {
  customer: { control: 'boolean', description: 'The demo customer (saved addresses, EGP 1,500 in the wallet) instead of a guest.' },
  products: { control: { type: 'number', min: 0, max: 6 }, description: 'How many different products are in the cart (0: empty).' },
  quantity: { control: { type: 'number', min: 1, max: 10 }, description: 'How many of each.' },
  coupon: { control: 'select', options: ['WELCOME10', 'EXPIRED25'], description: 'A coupon applied before the page opens.' },
};

/** Forgets the story app's cached answers on mount: the page then asks the mock, which the loaders just set up. */
function FreshAnswers({ children }: { children: ReactNode }) {
  const client = useQueryClient();
  useState(() => client.clear());
  return children;
}

/** A decorator: when a control changes, the page is drawn again from the mock's new state, not from the cache. */
export const freshAnswersPerArgs: Decorator = (Story, { args }) => (
  <FreshAnswers key={JSON.stringify(args)}>
    <Story />
  </FreshAnswers>
);
