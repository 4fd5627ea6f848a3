/**
 * `direction: ltr` for a left-to-right island inside Arabic text (phone numbers, SKUs, countdowns, charts).
 * Griffel mirrors `direction` in right-to-left documents unless told not to: `@noflip` keeps it.
 */
export const LTR_ISLAND = 'ltr /* @noflip */' as 'ltr';
