import { Button, Field, Text, makeStyles, tokens } from '@fluentui/react-components';
import { ArrowUploadRegular } from '@fluentui/react-icons/svg/arrow-upload';
import { DismissRegular } from '@fluentui/react-icons/svg/dismiss';
import { DocumentPdfRegular } from '@fluentui/react-icons/svg/document-pdf';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { RECEIPT_MAX_BYTES } from '../../lib/constants';
import { useVisuallyHiddenStyles } from '../../components/visually-hidden/visually-hidden';
import { RECEIPT_ACCEPT, receiptProblem, receiptType } from './receipt';
import { box, glyph } from '../../lib/layout-tokens';

const useStyles = makeStyles({
  row: { display: 'flex', alignItems: 'center', gap: tokens.spacingHorizontalM, flexWrap: 'wrap' },
  preview: {
    display: 'flex',
    alignItems: 'center',
    gap: tokens.spacingHorizontalM,
    padding: tokens.spacingHorizontalS,
    borderRadius: tokens.borderRadiusMedium,
    backgroundColor: tokens.colorNeutralBackground2,
  },
  thumb: { width: box.thumbnail, height: box.thumbnail, objectFit: 'cover', borderRadius: tokens.borderRadiusSmall },
  pdf: { fontSize: glyph.large, color: tokens.colorPaletteRedForeground1 },
  name: { overflowWrap: 'anywhere' },
});

const MEGABYTE = 1024 * 1024;

export interface ReceiptFieldProps {
  file: File | null;
  required: boolean;
  /** A message from the server or the place-order check ('Please upload receipt'). */
  error?: string;
  onChange: (file: File | null) => void;
}

/** Upload of the payment receipt: images and PDFs only, at most 5 MB, with a preview of the chosen file. */
export function ReceiptField({ file, required, error, onChange }: ReceiptFieldProps) {
  const styles = useStyles();
  const hidden = useVisuallyHiddenStyles();
  const intl = useIntl();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const previewUrl = useMemo(
    () => (file && receiptType(file).startsWith('image/') && typeof URL.createObjectURL === 'function' ? URL.createObjectURL(file) : null),
    [file],
  );
  useEffect(
    () => () => {
      if (previewUrl) URL.revokeObjectURL(previewUrl);
    },
    [previewUrl],
  );

  const choose = (chosen: File | undefined) => {
    if (!chosen) return;
    const why = receiptProblem(chosen);
    if (why === 'type') setProblem(intl.formatMessage({ id: 'receipt.type', defaultMessage: 'The receipt must be an image (JPEG, PNG, WebP, GIF) or a PDF file' }));
    else if (why === 'size') setProblem(intl.formatMessage({ id: 'receipt.size', defaultMessage: 'The receipt may not be larger than {max} MB' }, { max: RECEIPT_MAX_BYTES / MEGABYTE }));
    else if (why === 'empty') setProblem(intl.formatMessage({ id: 'receipt.emptyFile', defaultMessage: 'This file is empty' }));
    else {
      setProblem(null);
      onChange(chosen);
    }
    if (input.current) input.current.value = '';
  };

  const message = problem ?? error;
  return (
    <Field
      label={intl.formatMessage({ id: 'receipt.label', defaultMessage: 'Payment receipt' })}
      required={required}
      hint={intl.formatMessage({ id: 'receipt.hint', defaultMessage: 'An image or a PDF, at most {max} MB.' }, { max: RECEIPT_MAX_BYTES / MEGABYTE })}
      validationState={message ? 'error' : 'none'}
      validationMessage={message}
    >
      <div className={styles.row}>
        <input
          ref={input}
          id={inputId}
          className={hidden.root}
          type="file"
          accept={RECEIPT_ACCEPT}
          data-testid="receipt-input"
          aria-label={intl.formatMessage({ id: 'receipt.choose', defaultMessage: 'Choose a receipt file' })}
          onChange={(event) => choose(event.target.files?.[0])}
        />
        <Button icon={<ArrowUploadRegular />} onClick={() => input.current?.click()}>
          {file ? intl.formatMessage({ id: 'receipt.replace', defaultMessage: 'Replace receipt' }) : intl.formatMessage({ id: 'receipt.upload', defaultMessage: 'Upload receipt' })}
        </Button>
        {file && (
          <div className={styles.preview} data-testid="receipt-preview">
            {previewUrl ? (
              <img src={previewUrl} alt={intl.formatMessage({ id: 'receipt.previewAlt', defaultMessage: 'Preview of {name}' }, { name: file.name })} className={styles.thumb} />
            ) : (
              <DocumentPdfRegular className={styles.pdf} aria-hidden />
            )}
            <Text className={styles.name}>
              {intl.formatMessage({ id: 'receipt.file', defaultMessage: '{name} ({size} KB)' }, { name: file.name, size: Math.max(1, Math.round(file.size / 1024)) })}
            </Text>
            <Button
              appearance="subtle"
              icon={<DismissRegular />}
              aria-label={intl.formatMessage({ id: 'receipt.remove', defaultMessage: 'Remove receipt' })}
              onClick={() => onChange(null)}
            />
          </div>
        )}
      </div>
    </Field>
  );
}
