/** Safe wrappers around Web Storage: private mode, quotas and corrupted values never throw. */

export type StorageKind = 'local' | 'session';

const area = (kind: StorageKind): Storage | undefined => {
  try {
    return kind === 'local' ? globalThis.localStorage : globalThis.sessionStorage;
  } catch {
    return undefined;
  }
};

export const readJson = <T>(key: string, isValid: (value: unknown) => value is T, kind: StorageKind = 'local'): T | undefined => {
  try {
    const text = area(kind)?.getItem(key);
    if (text == null) return undefined;
    const value: unknown = JSON.parse(text);
    return isValid(value) ? value : undefined;
  } catch {
    return undefined;
  }
};

export const writeJson = (key: string, value: unknown, kind: StorageKind = 'local') => {
  try {
    area(kind)?.setItem(key, JSON.stringify(value));
  } catch {
    /* storage full or unavailable: the app keeps working without persistence */
  }
};

export const readText = (key: string, kind: StorageKind = 'local') => {
  try {
    return area(kind)?.getItem(key) ?? undefined;
  } catch {
    return undefined;
  }
};

export const writeText = (key: string, value: string, kind: StorageKind = 'local') => {
  try {
    area(kind)?.setItem(key, value);
  } catch {
    /* ignored, see writeJson */
  }
};

export const removeItem = (key: string, kind: StorageKind = 'local') => {
  try {
    area(kind)?.removeItem(key);
  } catch {
    /* ignored */
  }
};
