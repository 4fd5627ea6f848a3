import type { PreloadedData } from '../../api/generated/model';

/*
 * The header's optional parts, as the shop's settings give them: the site header draws them (site-header.tsx), and
 * home's static shell draws its lead banner only when the header will have the boxes it drew (shell-lead.ts,
 * decision 034). A plain module: the shell's code runs before React and Fluent are there.
 */

/** The top banner, when the shop has one switched on. */
export const activeTopBanner = (preloaded: PreloadedData | undefined) => {
  const topHeader = preloaded?.settings.top_header;
  return topHeader?.is_active ? topHeader : undefined;
};

/** Whether the category strip under the main bar has anything to show (wider screens only). */
export const hasCategoryStrip = (preloaded: PreloadedData | undefined) => (preloaded?.categories.length ?? 0) > 0;
