import { makeStyles } from '@fluentui/react-components';
import { IconDirectionContextProvider, type FluentIcon } from '@fluentui/react-icons';
import type { CSSProperties, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { flipInRtl } from '../../src/lib/layout-tokens';
import en from '../../locales/en.json';
import ar from '../../locales/ar.json';
import { theme, type ContrastCheck, type Token, type TypeStep } from './foundations';
import type { LayoutGroup } from './layout';
import type { IconUse } from './sources';

/**
 * The tables of the Foundations pages. They draw what foundations.ts and layout.ts computed from the theme and the
 * code, and nothing else: no value is written here.
 */
const rule = `1px solid ${theme.colorNeutralStroke2}`;
const cell: CSSProperties = { padding: '6px 10px', borderBottom: rule, textAlign: 'start', verticalAlign: 'middle' };
const code: CSSProperties = { fontFamily: 'ui-monospace, monospace', fontSize: '12px' };

function Table({ head, children }: { head: string[]; children: ReactNode }) {
  return (
    <div style={{ overflowX: 'auto' }}>
      <table style={{ borderCollapse: 'collapse', width: '100%', fontSize: '14px' }}>
        <thead>
          <tr>
            {head.map((title) => (
              <th key={title} style={{ ...cell, fontWeight: 600 }}>
                {title}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>{children}</tbody>
      </table>
    </div>
  );
}

const ratioText = (ratio: number | undefined) => (ratio === undefined ? 'translucent' : `${ratio.toFixed(2)}:1`);

export function ContrastTable({ checks }: { checks: ContrastCheck[] }) {
  return (
    <Table head={['Sample', 'Foreground', 'Background', 'Ratio', 'AA']}>
      {checks.map((check) => (
        <tr key={`${check.foreground}-${check.background}`} data-contrast={check.passes ? 'pass' : 'fail'}>
          <td style={cell}>
            <span style={{ color: check.foregroundValue, background: check.backgroundValue, padding: '4px 8px', borderRadius: theme.borderRadiusMedium, border: rule }}>
              Aa عربي 123
            </span>
          </td>
          <td style={{ ...cell, ...code }}>
            {check.foreground} {check.foregroundValue}
          </td>
          <td style={{ ...cell, ...code }}>
            {check.background} {check.backgroundValue}
          </td>
          <td style={cell}>{ratioText(check.ratio)}</td>
          <td style={{ ...cell, fontWeight: 600, color: check.passes ? theme.colorPaletteGreenForeground1 : theme.colorPaletteRedForeground1 }}>
            {check.passes ? 'Pass' : 'Fail'} (≥ {check.minimum}:1)
          </td>
        </tr>
      ))}
    </Table>
  );
}

export function TypeRampTable({ steps, families }: { steps: TypeStep[]; families: { ltr: string; rtl: string } }) {
  return (
    <Table head={['Token', 'Size / line height', 'English (Inter)', 'Arabic (Cairo)']}>
      {steps.map((step) => (
        <tr key={step.name} data-token={step.name}>
          <td style={{ ...cell, ...code }}>
            {step.name}
            {step.used ? ' · used' : ''}
          </td>
          <td style={cell}>
            {step.value} / {step.lineHeight}
          </td>
          <td style={{ ...cell, fontFamily: families.ltr, fontSize: step.value, lineHeight: step.lineHeight }} lang="en">
            {en['home.bestSellers']}
          </td>
          <td style={{ ...cell, fontFamily: families.rtl, fontSize: step.value, lineHeight: step.lineHeight }} lang="ar" dir="rtl">
            {ar['home.bestSellers']}
          </td>
        </tr>
      ))}
    </Table>
  );
}

type Sample = 'bar' | 'radius' | 'shadow' | 'stroke' | 'weight';
const sampleStyle = (kind: Sample, value: string): CSSProperties => {
  const base: CSSProperties = { display: 'inline-block', background: theme.colorBrandBackground2, border: `1px solid ${theme.colorBrandStroke1}` };
  if (kind === 'bar') return { ...base, inlineSize: value, blockSize: '12px', background: theme.colorBrandBackground, border: 'none' };
  if (kind === 'radius') return { ...base, inlineSize: '48px', blockSize: '48px', borderRadius: value };
  if (kind === 'stroke') return { ...base, inlineSize: '48px', blockSize: '24px', borderWidth: value, borderStyle: 'solid' };
  return { ...base, inlineSize: '72px', blockSize: '48px', boxShadow: value, background: theme.colorNeutralBackground1, border: 'none', borderRadius: theme.borderRadiusMedium };
};

/** Tokens with a drawn sample: a bar as long as a spacing, a box with a radius, a stroke or a shadow. */
export function TokenTable({ tokens, kind }: { tokens: Token[]; kind: Sample }) {
  return (
    <Table head={['Token', 'Value', 'Sample', 'In the code']}>
      {tokens.map((token) => (
        <tr key={token.name} data-token={token.name}>
          <td style={{ ...cell, ...code }}>{token.name}</td>
          <td style={{ ...cell, ...code }}>{token.value}</td>
          <td style={{ ...cell, paddingBlock: kind === 'shadow' ? '16px' : '6px' }}>
            {kind === 'weight' ? (
              <span style={{ fontWeight: token.value }}>
                {en['home.offers']} · <span lang="ar">{ar['home.offers']}</span>
              </span>
            ) : (
              <span style={sampleStyle(kind, token.value)} />
            )}
          </td>
          <td style={cell}>{token.used ? 'used' : '—'}</td>
        </tr>
      ))}
    </Table>
  );
}

export function LayoutTable({ group }: { group: LayoutGroup }) {
  return (
    <Table head={['Name', 'Value', 'What it is for']}>
      {group.rows.map((row) => (
        <tr key={row.name} data-token={`${group.name}.${row.name}`}>
          <td style={{ ...cell, ...code }}>{row.name}</td>
          <td style={{ ...cell, ...code }}>{row.value}</td>
          <td style={cell}>{row.note}</td>
        </tr>
      ))}
    </Table>
  );
}

const useMirror = makeStyles({ mirror: flipInRtl });

/** An icon as the shop draws it left to right and right to left (with the shop's own `flipInRtl` class when it mirrors). */
export function IconInBothDirections({ icon: Icon, mirrored }: { icon: FluentIcon; mirrored: boolean }) {
  const styles = useMirror();
  const className = mirrored ? styles.mirror : undefined;
  return (
    <span style={{ display: 'inline-flex', gap: '12px', fontSize: '24px' }}>
      <span dir="ltr" title="Left to right">
        <Icon className={className} />
      </span>
      <span dir="rtl" title="Right to left">
        <IconDirectionContextProvider value={{ textDirection: 'rtl' }}>
          <Icon className={className} />
        </IconDirectionContextProvider>
      </span>
    </span>
  );
}

/** Whether Fluent's icon turns itself over right to left (a few icons are drawn so): its markup differs by direction. */
const fluentFlipsItself = (Icon: FluentIcon) =>
  renderToStaticMarkup(
    <IconDirectionContextProvider value={{ textDirection: 'ltr' }}>
      <Icon />
    </IconDirectionContextProvider>,
  ) !==
  renderToStaticMarkup(
    <IconDirectionContextProvider value={{ textDirection: 'rtl' }}>
      <Icon />
    </IconDirectionContextProvider>,
  );

/** Each icon the shop imports: drawn both ways, whether it mirrors in Arabic and why, and where the code uses it. */
export function IconTable({ uses, icons }: { uses: IconUse[]; icons: Record<string, FluentIcon> }) {
  return (
    <Table head={['Icon', 'Left to right · right to left', 'In Arabic', 'Used in']}>
      {uses.map((use) => {
        const Icon = icons[use.name];
        if (!Icon) return null;
        const itself = fluentFlipsItself(Icon);
        const verdict = use.mirrored ? 'Mirrors (flipInRtl)' : itself ? 'Mirrors (Fluent draws it so)' : 'Same both ways';
        return (
          <tr key={use.name} data-icon={use.name} data-mirrors={use.mirrored || itself ? 'yes' : 'no'}>
            <td style={{ ...cell, ...code }}>{use.name}</td>
            <td style={cell}>
              <IconInBothDirections icon={Icon} mirrored={use.mirrored} />
            </td>
            <td style={cell}>{verdict}</td>
            <td style={{ ...cell, ...code }}>{use.files.map((file) => file.replace(/^src\//, '')).join(', ')}</td>
          </tr>
        );
      })}
    </Table>
  );
}
