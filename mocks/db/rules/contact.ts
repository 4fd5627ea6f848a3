import { invalid, t } from './api-error';
import { nextId } from '../ids';
import type { MockDb } from '../create-db';
import type { ContactMessageRow, UserRow } from '../types';

export interface ContactInput {
  name: string;
  email: string;
  subject_id: number;
  order_number?: string | null;
  message: string;
}

/** POST /contact-messages: the subject must exist; the message is stored. */
export function sendContactMessage(db: MockDb, user: UserRow | null, input: ContactInput): ContactMessageRow {
  if (!db.state.contactSubjects.some((subject) => subject.id === input.subject_id)) {
    throw invalid('subject_id', t('The selected subject is invalid.', 'الموضوع المختار غير صحيح.'));
  }
  const row: ContactMessageRow = {
    id: nextId(db.state, 'contactMessage'),
    userId: user?.id ?? null,
    name: input.name.trim(),
    email: input.email.trim(),
    subjectId: input.subject_id,
    orderNumber: input.order_number?.trim() || null,
    message: input.message.trim(),
    createdAt: db.now(),
  };
  db.state.contactMessages.push(row);
  return row;
}
