import { invalid, t } from './api-error';

/** What the mock keeps of an uploaded file. */
export interface ReceiptFile {
  name: string;
  type: string;
  size: number;
}

export const RECEIPT_MAX_BYTES = 5 * 1024 * 1024;
export const RECEIPT_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif', 'application/pdf'];
const RECEIPT_EXTENSIONS: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  webp: 'image/webp',
  gif: 'image/gif',
  pdf: 'application/pdf',
};

/** The receipt field as the handler found it: a file, nothing, or something that is not a file. */
export type ReceiptInput = ReceiptFile | null | { notAFile: true };

function mimeOf(file: ReceiptFile): string {
  if (file.type) return file.type.toLowerCase();
  const extension = file.name.split('.').pop()?.toLowerCase() ?? '';
  return RECEIPT_EXTENSIONS[extension] ?? '';
}

/**
 * Receipt rules shared by orders and wallet top-ups: required for every payment method (spec section 5,
 * 'Please upload receipt'); an image (JPEG, PNG, WebP, GIF) or a PDF of at most 5 MB. Returns the file to keep.
 */
export function checkReceipt(receipt: ReceiptInput): ReceiptFile {
  if (receipt && 'notAFile' in receipt) {
    throw invalid('receipt', t('The receipt must be an image or a PDF file', 'يجب أن يكون الإيصال صورة أو ملف PDF'));
  }
  if (!receipt || receipt.size === 0) {
    throw invalid('receipt', t('Please upload receipt', 'يرجى رفع الإيصال'));
  }
  if (!RECEIPT_TYPES.includes(mimeOf(receipt))) {
    throw invalid('receipt', t('The receipt must be an image or a PDF file', 'يجب أن يكون الإيصال صورة أو ملف PDF'));
  }
  if (receipt.size > RECEIPT_MAX_BYTES) {
    throw invalid('receipt', t('The receipt may not be larger than 5 MB', 'يجب ألا يزيد حجم الإيصال عن 5 ميجابايت'));
  }
  return { name: receipt.name, type: mimeOf(receipt), size: receipt.size };
}
