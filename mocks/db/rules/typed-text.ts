import { stripBidiControls } from '../../../src/i18n/bidi';

/** What a user typed, as stored: trimmed, without bidirectional controls (they would turn the next field around). */
export const typed = (text: string): string => stripBidiControls(text).trim();
