import { RECEIPT_MAX_BYTES, RECEIPT_TYPES } from '../../lib/constants';

const EXTENSIONS: Record<string, string> = { jpg: 'image/jpeg', jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp', gif: 'image/gif', pdf: 'application/pdf' };

/** The file's type, from the browser or, when it gives none, from the extension. */
export const receiptType = (file: Pick<File, 'name' | 'type'>) =>
  (file.type || EXTENSIONS[file.name.split('.').pop()?.toLowerCase() ?? ''] || '').toLowerCase();

export type ReceiptProblem = 'type' | 'size' | 'empty';

/** Why a file cannot be a receipt (images and PDFs only, at most RECEIPT_MAX_BYTES), or null. */
export const receiptProblem = (file: Pick<File, 'name' | 'type' | 'size'>): ReceiptProblem | null => {
  if (!(RECEIPT_TYPES as readonly string[]).includes(receiptType(file))) return 'type';
  if (file.size === 0) return 'empty';
  if (file.size > RECEIPT_MAX_BYTES) return 'size';
  return null;
};

export const RECEIPT_ACCEPT = [...RECEIPT_TYPES, '.pdf', '.jpg', '.jpeg', '.png', '.webp', '.gif'].join(',');
