import { Button } from '@fluentui/react-components';
import { SendRegular } from '@fluentui/react-icons/svg/send';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useForm } from '@tanstack/react-form';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { z } from 'zod';
import { msg } from '../../i18n/story-messages';
import { FormShell, SubmitButton, TextAreaField, TextField } from './form-kit';

interface KitFormProps {
  /** The field's label, always shown above it (never a placeholder instead). */
  label: string;
  /** A short help under the field, replaced by the error when there is one. */
  hint?: string;
  required?: boolean;
  /** The submit button's words: the action, not "Submit". */
  submitLabel: string;
  /** How long the pretend server takes (the button shows a spinner meanwhile). */
  serverMs: number;
  /** Called with the values once they pass the schema. */
  onSubmit: (value: { email: string; note: string }) => void;
}

/**
 * The form kit: `FormShell` (the `<form>`), `TextField` and `TextAreaField` (a labelled Fluent input bound to a form
 * field, its message under it) and `SubmitButton` (the one primary action: a spinner and no second press while the
 * form is sent). The kit validates with the form's schema on submit and shows each error on its field; a server's
 * 422 goes on the fields it names. Here: an e-mail and a note, validated by a schema, sent to a pretend server.
 */
function KitForm({ label, hint, required, submitLabel, serverMs, onSubmit }: KitFormProps) {
  const form = useForm({
    defaultValues: { email: '', note: '' },
    validators: { onSubmit: z.object({ email: z.email(msg('validation.email')), note: z.string() }) },
    onSubmit: async ({ value }) => {
      await new Promise((resolve) => setTimeout(resolve, serverMs));
      onSubmit(value);
    },
  });
  return (
    <FormShell form={form} aria-label="Form kit" style={{ display: 'grid', gap: 12, maxWidth: 360 }}>
      <form.Field name="email">{(field) => <TextField field={field} label={label} hint={hint} required={required} type="email" />}</form.Field>
      <form.Field name="note">{(field) => <TextAreaField field={field} label="Note" />}</form.Field>
      <div>
        <SubmitButton form={form} icon={<SendRegular />}>
          {submitLabel}
        </SubmitButton>
      </div>
    </FormShell>
  );
}

const meta = {
  title: 'Shared/FormKit',
  component: KitForm,
  subcomponents: { TextField, TextAreaField, SubmitButton, FormShell },
  args: { label: 'E-mail', hint: 'We send the receipt here', required: true, submitLabel: 'Send', serverMs: 600, onSubmit: fn() },
  argTypes: { serverMs: { control: { type: 'range', min: 0, max: 3000, step: 100 } } },
} satisfies Meta<typeof KitForm>;
export default meta;
type Story = StoryObj<typeof meta>;

/** Sent with nothing typed: the error on the field, which gets the focus; nothing reaches the server. */
export const Invalid: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await expect(await canvas.findByText(msg('validation.email'))).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: /E-mail/ })).toHaveAttribute('aria-invalid', 'true');
    await expect(args.onSubmit).not.toHaveBeenCalled();
  },
};

/** Do: one primary action, named for what it does; while sending it shows a spinner and cannot be pressed twice. */
export const DoOnePrimaryAction: Story = {
  args: { serverMs: 1500 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: /E-mail/ }), 'shopper@example.com');
    await userEvent.click(canvas.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Send' })).toBeDisabled());
    await waitFor(() => expect(args.onSubmit).toHaveBeenCalledTimes(1), { timeout: 5_000 });
  },
};

/**
 * Don't: two primary buttons side by side, or a submit greyed out until the form is valid. The shopper cannot tell
 * which one finishes the task, and a greyed button never says what is missing: let them press and show it.
 */
export const DontTwoPrimaries: Story = {
  render: () => (
    <div style={{ display: 'flex', gap: 8 }}>
      <Button appearance="primary" disabled>
        Send
      </Button>
      <Button appearance="primary">Save for later</Button>
    </div>
  ),
};
