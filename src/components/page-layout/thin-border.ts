import { tokens } from '@fluentui/react-components';

/**
 * A thin solid border of one colour on all four sides, written as makeStyles wants it (longhands only; Griffel's
 * build-time transform evaluates the call): `...thinBorder(tokens.colorNeutralStroke2)`.
 */
export const thinBorder = (color: string) =>
  ({
    borderTopWidth: tokens.strokeWidthThin,
    borderBottomWidth: tokens.strokeWidthThin,
    borderLeftWidth: tokens.strokeWidthThin,
    borderRightWidth: tokens.strokeWidthThin,
    borderTopStyle: 'solid',
    borderBottomStyle: 'solid',
    borderLeftStyle: 'solid',
    borderRightStyle: 'solid',
    borderTopColor: color,
    borderBottomColor: color,
    borderLeftColor: color,
    borderRightColor: color,
  }) as const;
