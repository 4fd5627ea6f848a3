import { makeStyles, mergeClasses, tokens } from '@fluentui/react-components';
import type { ReactNode } from 'react';
import { box } from '../../lib/layout-tokens';

export type PillTone = 'brand' | 'danger' | 'success' | 'warning' | 'informative' | 'important' | 'severe' | 'neutral';

const useStyles = makeStyles({
  root: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalXXS,
    minHeight: box.line,
    paddingInline: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusCircular,
    fontSize: tokens.fontSizeBase200,
    fontWeight: tokens.fontWeightSemibold,
    lineHeight: tokens.lineHeightBase200,
    whiteSpace: 'nowrap',
  },
  // Filled: strong background, for badges over images (discount, new).
  brand: { backgroundColor: tokens.colorBrandBackground, color: tokens.colorNeutralForegroundOnBrand },
  danger: { backgroundColor: tokens.colorPaletteRedBackground3, color: tokens.colorNeutralForegroundOnBrand },
  success: { backgroundColor: tokens.colorPaletteGreenBackground3, color: tokens.colorNeutralForegroundOnBrand },
  warning: { backgroundColor: tokens.colorPaletteYellowBackground3, color: tokens.colorNeutralForeground1 },
  informative: { backgroundColor: tokens.colorPaletteBlueBorderActive, color: tokens.colorNeutralForegroundOnBrand },
  important: { backgroundColor: tokens.colorNeutralForeground1, color: tokens.colorNeutralBackground1 },
  severe: { backgroundColor: tokens.colorPaletteDarkOrangeBackground3, color: tokens.colorNeutralForegroundOnBrand },
  neutral: { backgroundColor: tokens.colorNeutralBackground5, color: tokens.colorNeutralForeground1 },
  // Tint: soft background, for states in text (stock, order status).
  tintBrand: { backgroundColor: tokens.colorBrandBackground2, color: tokens.colorBrandForeground2, boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorBrandStroke2}` },
  tintDanger: { backgroundColor: tokens.colorPaletteRedBackground1, color: tokens.colorPaletteRedForeground1, boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorPaletteRedBorder1}` },
  tintSuccess: { backgroundColor: tokens.colorPaletteGreenBackground1, color: tokens.colorPaletteGreenForeground1, boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorPaletteGreenBorder1}` },
  tintWarning: { backgroundColor: tokens.colorPaletteYellowBackground1, color: tokens.colorPaletteYellowForeground2, boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorPaletteYellowBorder1}` },
  tintInformative: { backgroundColor: tokens.colorPaletteBlueBackground2, color: tokens.colorPaletteBlueForeground2, boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorPaletteBlueBorderActive}` },
  tintImportant: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground1, boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorNeutralStroke1}` },
  tintSevere: { backgroundColor: tokens.colorPaletteDarkOrangeBackground1, color: tokens.colorPaletteDarkOrangeForeground1, boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorPaletteDarkOrangeBorder1}` },
  tintNeutral: { backgroundColor: tokens.colorNeutralBackground3, color: tokens.colorNeutralForeground2, boxShadow: `inset 0 0 0 ${tokens.strokeWidthThin} ${tokens.colorNeutralStroke2}` },
});

const tintOf = {
  brand: 'tintBrand',
  danger: 'tintDanger',
  success: 'tintSuccess',
  warning: 'tintWarning',
  informative: 'tintInformative',
  important: 'tintImportant',
  severe: 'tintSevere',
  neutral: 'tintNeutral',
} as const;

export interface PillProps {
  tone: PillTone;
  appearance?: 'filled' | 'tint';
  className?: string;
  children: ReactNode;
}

/**
 * A small label for a state: discount, new, stock, order and payment status. A few hundred bytes instead of
 * Fluent's Badge, because it sits on the first page every shopper loads.
 */
export function Pill({ tone, appearance = 'filled', className, children }: PillProps) {
  const styles = useStyles();
  return <span className={mergeClasses(styles.root, appearance === 'filled' ? styles[tone] : styles[tintOf[tone]], className)}>{children}</span>;
}
