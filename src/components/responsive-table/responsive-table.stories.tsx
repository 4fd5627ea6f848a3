import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { formatPrice } from '../../i18n/format-price';
import { ResponsiveTable, type ResponsiveColumn } from './responsive-table';

interface Row {
  id: number;
  number: string;
  date: string;
  description: string;
  amount: number;
}

const rows: Row[] = [
  { id: 1, number: 'NT-240006', date: '2026/11/28', description: 'Order NT-240006 paid from the wallet', amount: -500 },
  { id: 2, number: 'NT-240005', date: '2026/11/20', description: 'Top-up by InstaPay', amount: 2400 },
];
const columns: ResponsiveColumn<Row>[] = [
  { id: 'number', header: 'Order', kind: 'code', primary: true, cell: (row) => row.number },
  { id: 'date', header: 'Date', kind: 'number', cell: (row) => row.date },
  { id: 'description', header: 'Description', cell: (row) => row.description },
  { id: 'amount', header: 'Amount', kind: 'number', cell: (row) => formatPrice(row.amount, { signDisplay: 'always' }) },
];

const meta = {
  title: 'Components/ResponsiveTable',
  component: ResponsiveTable<Row>,
  args: { label: 'Transactions', columns, rows, rowKey: (row: Row) => row.id },
} satisfies Meta<typeof ResponsiveTable<Row>>;
export default meta;
type Story = StoryObj<typeof meta>;

/** A table on wider screens; amounts and order numbers on one line each. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const table = canvas.getByRole('table', { name: args.label });
    await expect(within(table).getAllByRole('row')).toHaveLength(3);
    const number = within(table).getByText('NT-240006');
    await expect(getComputedStyle(number).whiteSpace).toBe('nowrap');
  },
};

/** Arabic: the same, mirrored; the amounts stay isolated from the dates beside them. */
export const Arabic: Story = {
  globals: { locale: 'ar' },
  args: { label: 'المعاملات' },
  play: async ({ canvasElement, args }) => {
    const table = within(canvasElement).getByRole('table', { name: args.label });
    for (const cell of within(table).getAllByText(/EGP|ج\.م/)) await expect(getComputedStyle(cell).unicodeBidi).toBe('isolate');
  },
};
