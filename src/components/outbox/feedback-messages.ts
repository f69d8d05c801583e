// The texts of the comment and suggestion answers (spec §8): the server's 422 keys, the
// 'required field {name} not filled' warning and the success toasts.
import type { I18n } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { OutboxKind } from '../../lib/storage/db';

export const feedbackMessages = {
  commentSent: msg({ id: 'feedback.comment-sent', message: 'Comment sent. It will be shown once the library approves it.' }),
  suggestionSent: msg({ id: 'feedback.suggestion-sent', message: 'Acquisition suggestion sent.' }),
  queued: msg({ id: 'feedback.queued', message: 'You are offline: it will be sent when the connection returns.' }),
  requiredField: msg({ id: 'error.required-field', message: 'Required field {name} not filled.' }),
};

const serverKeys: Record<string, ReturnType<typeof msg>> = {
  'error.comment-limit-exceeded': msg({
    id: 'error.comment-limit-exceeded',
    message: 'Comment limit exceeded: you have too many comments awaiting approval. The comment was not sent.',
  }),
  'error.comment-empty': msg({ id: 'error.comment-empty', message: 'Write a comment before sending it.' }),
  'error.client-key-reused': msg({ id: 'error.client-key-reused', message: 'This item was already sent as something else.' }),
};

/** The field names of 'required field {name} not filled'. */
const fieldNames = {
  biblioteca: msg({ message: 'Library', comment: 'Name of a form field in "Required field {name} not filled."' }),
  titulo: msg({ message: 'Title', comment: 'Name of a form field in "Required field {name} not filled."' }),
  editor: msg({ message: 'Publisher', comment: 'Name of a form field in "Required field {name} not filled."' }),
};

export type RequiredField = keyof typeof fieldNames;

export function requiredFieldText(i18n: I18n, field: RequiredField): string {
  return i18n._(feedbackMessages.requiredField.id, { name: i18n._(fieldNames[field]) }, { message: feedbackMessages.requiredField.message });
}

/** A server refusal as the patron reads it; unknown keys and plain messages show as sent. */
export function refusalText(i18n: I18n, message: string): string {
  const field = /^error\.required-field\.(\w+)$/.exec(message)?.[1];
  if (field && field in fieldNames) return requiredFieldText(i18n, field as RequiredField);
  const known = serverKeys[message];
  return known ? i18n._(known) : i18n._(message);
}

export const sentMessage = (kind: OutboxKind) => (kind === 'suggestion' ? feedbackMessages.suggestionSent : feedbackMessages.commentSent);
