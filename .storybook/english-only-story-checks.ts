/**
 * Story files whose play checks still look for English words (or English addresses and data): the Arabic story run
 * (`storybook-ar`, vitest.config.ts) leaves them out until their checks name messages (`msg(id)`,
 * src/i18n/story-messages.ts). Measured: after the mechanical pass that named the messages found verbatim in the catalogue, 65 of the 81 files still failed in Arabic (189 of 437 stories); shorten
 * this list as files are converted, never lengthen it (a new story file runs in both languages).
 */
export const ENGLISH_ONLY_STORY_CHECKS = [
  'src/app/route-error-boundary.stories.tsx',
  'src/app/shell/categories-panel.stories.tsx',
  'src/app/shell/mobile-bottom-bar.stories.tsx',
  'src/app/shell/site-footer.stories.tsx',
  'src/app/shell/top-banner.stories.tsx',
  'src/components/breadcrumbs/page-header.stories.tsx',
  'src/components/error-screen/retry-notice.stories.tsx',
  'src/components/icon-tooltip/icon-tooltip.stories.tsx',
  'src/components/image/image-with-fallback.stories.tsx',
  'src/components/page-meta/page-meta.stories.tsx',
  'src/components/responsive-table/responsive-table.stories.tsx',
  'src/components/sanitized-html/sanitized-html.stories.tsx',
  'src/components/toast/app-toaster.stories.tsx',
  'src/features/account/address-form.stories.tsx',
  'src/features/account/addresses-page.stories.tsx',
  'src/features/account/change-password-page.stories.tsx',
  'src/features/account/header-account-menu.stories.tsx',
  'src/features/account/order-detail-page.stories.tsx',
  'src/features/account/order-timeline.stories.tsx',
  'src/features/account/order-tracking-page.stories.tsx',
  'src/features/account/orders-page.stories.tsx',
  'src/features/account/profile-layout.stories.tsx',
  'src/features/account/profile-page.stories.tsx',
  'src/features/account/top-up-form.stories.tsx',
  'src/features/account/track-order-page.stories.tsx',
  'src/features/account/user-menu-panel.stories.tsx',
  'src/features/account/wallet-page.stories.tsx',
  'src/features/auth/auth-card.stories.tsx',
  'src/features/auth/forget-password-page.stories.tsx',
  'src/features/auth/login-page.stories.tsx',
  'src/features/auth/register-page.stories.tsx',
  'src/features/auth/reset-password-page.stories.tsx',
  // Its checks name messages and the seed's titles, but Default's best-seller cards did not appear in Arabic (alone too):
  // left here until that is understood (the English run passes).
  'src/features/catalog/home-page.stories.tsx',
];
