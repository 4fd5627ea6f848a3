import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Pill, type PillTone } from './pill';

const TONES: PillTone[] = ['brand', 'danger', 'success', 'warning', 'informative', 'important', 'severe', 'neutral'];

const meta = {
  title: 'Shared/Pill',
  component: Pill,
  // The usage page beside this file (`pill.mdx`) is this component's docs page.
  tags: ['!autodocs'],
  args: { tone: 'brand', appearance: 'filled', children: 'New' },
  argTypes: {
    tone: { control: 'select', options: TONES },
    appearance: { control: 'radio', options: ['filled', 'tint'] },
    children: { control: 'text' },
  },
} satisfies Meta<typeof Pill>;
export default meta;
type Story = StoryObj<typeof meta>;

/** One pill, as the controls set it. */
export const Playground: Story = {};

/** Every tone in both appearances: filled over pictures (a card's badges), tint inside text (stock, order status). */
export const AllTones: Story = {
  render: () => (
    <div style={{ display: 'grid', gridTemplateColumns: 'repeat(2, max-content)', gap: 8 }}>
      {TONES.map((tone) => [
        <Pill key={`${tone}-filled`} tone={tone}>{tone}</Pill>,
        <Pill key={`${tone}-tint`} tone={tone} appearance="tint">{tone}</Pill>,
      ])}
    </div>
  ),
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getAllByText('danger')).toHaveLength(2);
  },
};

/** Do: one or two words that name a state the shopper can scan for. */
export const DoShortState: Story = {
  args: { tone: 'success', appearance: 'tint', children: 'Delivered' },
};

/** Don't: a sentence. A pill never wraps, so long text runs out of its card; write it as text beside the pill. */
export const DontSentence: Story = {
  decorators: [(Story) => <div style={{ width: 200, overflow: 'hidden', outline: '1px dashed' }}><Story /></div>],
  args: { tone: 'warning', appearance: 'tint', children: 'Only a few left in stock, order today to get it on Sunday' },
  play: async ({ canvasElement }) => {
    const pill = within(canvasElement).getByText(/Only a few left/);
    await expect(pill.scrollWidth).toBeGreaterThan(200);
  },
};
