import { ApiError, VALIDATION_FAILED, type Text } from '../db/rules/api-error';
import type { z } from 'zod';

type Issue = z.core.$ZodIssue;

function label(path: readonly PropertyKey[]): string {
  const last = [...path].reverse().find((part) => typeof part === 'string');
  return typeof last === 'string' ? last.replace(/\[\]$/, '').replace(/_/g, ' ') : 'value';
}

/** Laravel-like messages for the issues the generated schemas raise, in both languages. */
export function issueText(issue: Issue): Text {
  const name = label(issue.path);
  switch (issue.code) {
    case 'invalid_type':
      if (issue.input === undefined || issue.input === null || issue.input === '') {
        return { en: `The ${name} field is required.`, ar: 'هذا الحقل مطلوب.' };
      }
      return { en: `The ${name} field must be a valid ${issue.expected}.`, ar: 'قيمة هذا الحقل غير صحيحة.' };
    case 'too_small':
      if (issue.origin === 'string') {
        return Number(issue.minimum) <= 1
          ? { en: `The ${name} field is required.`, ar: 'هذا الحقل مطلوب.' }
          : { en: `The ${name} field must be at least ${issue.minimum} characters.`, ar: `يجب ألا يقل هذا الحقل عن ${issue.minimum} أحرف.` };
      }
      if (issue.origin === 'array') return { en: `The ${name} field must have at least ${issue.minimum} items.`, ar: `يجب اختيار ${issue.minimum} على الأقل.` };
      return { en: `The ${name} field must be at least ${issue.minimum}.`, ar: `يجب ألا تقل القيمة عن ${issue.minimum}.` };
    case 'too_big':
      if (issue.origin === 'string') {
        return { en: `The ${name} field must not be greater than ${issue.maximum} characters.`, ar: `يجب ألا يزيد هذا الحقل عن ${issue.maximum} حرفًا.` };
      }
      return { en: `The ${name} field must not be greater than ${issue.maximum}.`, ar: `يجب ألا تزيد القيمة عن ${issue.maximum}.` };
    case 'invalid_format':
      if (issue.format === 'email') return { en: `The ${name} field must be a valid email address.`, ar: 'يرجى إدخال بريد إلكتروني صحيح.' };
      return { en: `The ${name} field format is invalid.`, ar: 'صيغة هذا الحقل غير صحيحة.' };
    case 'invalid_value':
      return { en: `The selected ${name} is invalid.`, ar: 'القيمة المختارة غير صحيحة.' };
    default:
      return { en: issue.message, ar: 'قيمة هذا الحقل غير صحيحة.' };
  }
}

/** `{ field: [messages] }` keyed by the issue path joined with '.', first message first, no repeats. */
export function issuesToErrors(issues: readonly Issue[]): Record<string, Text[]> {
  const errors: Record<string, Text[]> = {};
  for (const issue of issues) {
    const field = issue.path.map(String).join('.') || 'body';
    const text = issueText(issue);
    const list = (errors[field] ??= []);
    const en = typeof text === 'string' ? text : text.en;
    if (!list.some((item) => (typeof item === 'string' ? item : item.en) === en)) list.push(text);
  }
  return errors;
}

/** Parse with a generated schema; 422 `Validation failed` with field errors when it does not fit. */
export function parseWith<Schema extends z.ZodType>(schema: Schema, data: unknown): z.output<Schema> {
  const result = schema.safeParse(data, { reportInput: true });
  if (result.success) return result.data;
  throw new ApiError(422, VALIDATION_FAILED, issuesToErrors(result.error.issues));
}
