import { Button, Input, Link, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowLeftRegular } from '@fluentui/react-icons/svg/arrow-left';
import { CartRegular } from '@fluentui/react-icons/svg/cart';
import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { expect, within } from 'storybook/test';
import { Breadcrumbs } from '../../../src/components/breadcrumbs/breadcrumbs';
import { Countdown } from '../../../src/components/countdown/countdown';
import { Price } from '../../../src/components/price/price';
import { QuantityControl } from '../../../src/components/quantity-control/quantity-control';
import { Rating } from '../../../src/components/rating/rating';
import { AddressLines } from '../../../src/components/user-text/address-lines';
import { UserText } from '../../../src/components/user-text/user-text';
import { ltrIsolate } from '../../../src/i18n/bidi';
import { box, flipInRtl } from '../../../src/lib/layout-tokens';

/**
 * Live examples for the Guidelines pages, drawn by the real components in the toolbar's language (or both). The
 * sample values are what a shopper would type or the API would send; every label is the shop's own message.
 */
const useStyles = makeStyles({
  list: { display: 'grid', gridTemplateColumns: 'max-content 1fr', gap: `${tokens.spacingVerticalS} ${tokens.spacingHorizontalL}`, alignItems: 'center', margin: 0 },
  term: { color: tokens.colorNeutralForeground3 },
  row: { display: 'flex', flexWrap: 'wrap', gap: tokens.spacingHorizontalL, alignItems: 'center' },
  mirror: flipInRtl,
  target: { minBlockSize: box.touchTarget, minInlineSize: box.touchTarget },
});

const ADDRESS = {
  first_name: 'Mona',
  last_name: 'Saleh',
  address: '22 Nasr St, Apt 5',
  phone: '+20 100 123 4567',
  city: { title: 'Nasr City' },
  government: { title: 'Cairo' },
};
const ORDER_NUMBER = 'NT-2026-00042';
const DAY = 24 * 60 * 60 * 1000;
/** A fixed moment, so the page shows the same date every day: 29 November 2026. */
const A_DAY = Date.UTC(2026, 10, 29, 10, 30);

function Facts({ rows }: { rows: Array<[string, ReactNode]> }) {
  const styles = useStyles();
  const intl = useIntl();
  return (
    <dl className={styles.list}>
      {rows.map(([id, value]) => (
        <div key={id} style={{ display: 'contents' }}>
          <dt className={styles.term}>{intl.formatMessage({ id })}</dt>
          <dd style={{ margin: 0 }}>{value}</dd>
        </div>
      ))}
    </dl>
  );
}

const meta = {
  title: 'Guidelines/Examples',
  parameters: { docs: { codePanel: true } },
} satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** Numbers, codes and typed text inside a line of the page's language, each isolated. */
export const IsolatedRuns: Story = {
  render: function IsolatedRuns() {
    const intl = useIntl();
    return (
      <Facts
        rows={[
          ['orders.number', intl.formatMessage({ id: 'order.numberHeading' }, { number: ltrIsolate(ORDER_NUMBER) })],
          ['field.phone', <UserText dir="ltr">{ADDRESS.phone}</UserText>],
          ['cart.total', <Price amount={30417.3} />],
          ['checkout.step.address', <AddressLines address={ADDRESS} layout="inline" />],
          ['home.offerEndsIn', <Countdown endTime={Date.now() + 2 * DAY + 3_600_000} compact shortUnits />],
        ]}
      />
    );
  },
  play: async ({ canvasElement }) => {
    // The amount is one left-to-right run (its sign and currency in front) in either language.
    await expect(within(canvasElement).getAllByText(/EGP\s30,417\.30/).length).toBeGreaterThan(0);
  },
};

/** What mirrors: the flow of the line, and arrows that point along it. What does not: the cart, media controls, numbers. */
export const WhatMirrors: Story = {
  render: function WhatMirrors() {
    const styles = useStyles();
    const intl = useIntl();
    return (
      <div style={{ display: 'grid', gap: tokens.spacingVerticalL }}>
        <Breadcrumbs items={[{ label: intl.formatMessage({ id: 'breadcrumbs.home' }), href: '/' }, { label: intl.formatMessage({ id: 'bottomBar.shop' }), href: '/shop' }, { label: 'Galaxy S24 Ultra 5G' }]} />
        <div className={styles.row}>
          <Button icon={<ArrowLeftRegular className={styles.mirror} />}>{intl.formatMessage({ id: 'errorScreen.action.back' })}</Button>
          <Button appearance="primary" icon={<CartRegular />}>
            {intl.formatMessage({ id: 'product.addToCart' })}
          </Button>
          <Rating rating={4.6} count={128} />
        </div>
      </div>
    );
  },
};

/** Money in en-EG style in both languages; counts, ratings and dates in the page's language; Arabic plurals. */
export const Formatting: Story = {
  render: function Formatting() {
    const intl = useIntl();
    const count = (n: number) => intl.formatMessage({ id: 'header.cart' }, { count: n });
    return (
      <Facts
        rows={[
          ['cart.total', <Price amount={250} />],
          ['order.discount', <Price amount={-3379.7} signDisplay="exceptZero" />],
          ['order.price', <Price amount={899} regular={1199} />],
          ['orders.date', intl.formatDate(A_DAY, { dateStyle: 'long' })],
          ['header.cart', [0, 1, 2, 3, 11, 100].map(count).join(' · ')],
        ]}
      />
    );
  },
};

/** Focus, targets and contrast: a field, a link and the quantity control, each reachable and seen by keyboard. */
export const FocusAndTargets: Story = {
  render: function FocusAndTargets() {
    const styles = useStyles();
    const intl = useIntl();
    return (
      <div className={styles.row}>
        <Input aria-label={intl.formatMessage({ id: 'field.orderNumber' })} placeholder={ORDER_NUMBER} />
        <Link href="#">{intl.formatMessage({ id: 'home.seeAll' })}</Link>
        <QuantityControl quantity={2} stock={5} onIncrement={() => {}} onDecrement={() => {}} onRemove={() => {}} productTitle="Galaxy S24 Ultra 5G" />
        <Button className={styles.target} icon={<CartRegular />} aria-label={intl.formatMessage({ id: 'header.cart' }, { count: 2 })} />
      </div>
    );
  },
};
