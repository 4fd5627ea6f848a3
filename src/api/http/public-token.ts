/** Unauthenticated visitors use one randomly chosen public token of the configured list (spec section 6). */
export const pickPublicToken = (tokens: readonly string[], random: () => number = Math.random): string =>
  tokens[Math.floor(random() * tokens.length)] ?? '';
