// Forms point at the mistake (issue 37 item 4): one helper every form calls first thing in
// its submit. It reads the form's own constraints (required, type="email", min/max, maxlength,
// a date the browser could not parse) and the form's extra checks, then, for each wrong
// field: a message right after the field (inside its `.field` row), `aria-invalid`, the
// message's id added to `aria-describedby`, and focus on the first wrong field. Typing in a
// field clears its mark. The form keeps `noValidate`, so the browser's own bubble (in the
// browser's language, gone in a second) never replaces the message.
//
// The marks are written on the DOM, not through React state, so one call serves every form
// whatever its markup (FormField rows, hand-made rows, the request forms' field lists).
//
// Where the spec words an empty field's message ('Enter the user code!', 'Check the
// Captcha!'), the field or a row around it carries it in `data-missing`; a form's own rules
// (the `extra` problems) outrank the generic words for the same field.
import { useLingui } from '@lingui/react/macro';
import { useCallback } from 'react';

/** A field the form's own rule refused (a CPF's check digits, a date range…), with its message. */
export interface FieldProblem {
  control: HTMLElement | null | undefined;
  message: string;
}

type Control = HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement;

const MARK = 'data-field-check';
let counter = 0;

function isControl(element: Element): element is Control {
  return element instanceof HTMLInputElement || element instanceof HTMLSelectElement || element instanceof HTMLTextAreaElement;
}

function describedBy(control: HTMLElement): string[] {
  return (control.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
}

/** Removes one field's mark (its message, aria-invalid, its id in aria-describedby). */
function clearMark(control: HTMLElement) {
  const messageId = control.getAttribute(`${MARK}-id`);
  if (!messageId) return;
  document.getElementById(messageId)?.remove();
  const rest = describedBy(control).filter((token) => token !== messageId);
  if (rest.length) control.setAttribute('aria-describedby', rest.join(' '));
  else control.removeAttribute('aria-describedby');
  control.removeAttribute('aria-invalid');
  control.removeAttribute(`${MARK}-id`);
}

/** Every mark of the form, before a new check. */
export function clearFieldProblems(form: HTMLFormElement) {
  form.querySelectorAll(`[${MARK}-id]`).forEach((control) => clearMark(control as HTMLElement));
}

function mark(control: HTMLElement, message: string) {
  clearMark(control);
  const messageId = `${control.id || `field-${++counter}`}-problem`;
  const note = document.createElement('p');
  note.id = messageId;
  note.className = 'field-error';
  note.setAttribute(MARK, '');
  note.textContent = message;
  // In the field's row, after the control and its hint; a radio or checkbox group's message
  // closes its fieldset; a widget's input (the captcha's) has its message after the widget,
  // in the group that carries the widget's words (data-missing).
  const group = control.closest('[data-missing]:not(form)');
  const row = group && group !== control ? group : control.closest('.field, fieldset, .password-field');
  const host = row?.classList.contains('password-field') ? row : null;
  if (host) host.insertAdjacentElement('afterend', note);
  else if (row) row.appendChild(note);
  else control.insertAdjacentElement('afterend', note);
  control.setAttribute('aria-invalid', 'true');
  control.setAttribute('aria-describedby', [...describedBy(control), messageId].join(' '));
  control.setAttribute(`${MARK}-id`, messageId);
}

/** Clears a field's mark as soon as it is changed (once per form). */
const watched = new WeakSet<HTMLFormElement>();
function watch(form: HTMLFormElement) {
  if (watched.has(form)) return;
  watched.add(form);
  const clear = (event: Event) => {
    const target = event.target as HTMLElement;
    if (target.getAttribute?.(`${MARK}-id`)) clearMark(target);
    // A radio's mark sits on the group's first radio.
    if (target instanceof HTMLInputElement && target.type === 'radio' && target.name) {
      form.querySelectorAll<HTMLInputElement>(`input[type="radio"][name="${CSS.escape(target.name)}"]`).forEach(clearMark);
    }
  };
  form.addEventListener('input', clear);
  form.addEventListener('change', clear);
}

/**
 * The form's check, for its submit handler: true when every field is right; otherwise each
 * wrong field is marked, focus is on the first, and the handler stops.
 */
export function useFieldChecks() {
  const { t } = useLingui();
  const messageFor = useCallback((control: Control): string => {
    const v = control.validity;
    if (v.valueMissing) {
      const own = control.closest('[data-missing]')?.getAttribute('data-missing');
      if (own) return own;
      if (control instanceof HTMLSelectElement || (control instanceof HTMLInputElement && control.type === 'radio')) return t`Choose an option.`;
      if (control instanceof HTMLInputElement && control.type === 'checkbox') return t`Tick this box to go on.`;
      return t`Fill in this field.`;
    }
    if (v.typeMismatch && control.type === 'email') return t`Enter an e-mail address like name@example.org.`;
    if (v.badInput && control.type === 'date') return t`Enter a whole date (day, month and year).`;
    // A field's own rule (the DateField's pattern in the reader's language) words its message.
    if (v.customError && control.validationMessage) return control.validationMessage;
    if (v.rangeUnderflow || v.rangeOverflow || v.stepMismatch) {
      const input = control as HTMLInputElement;
      const min = input.min;
      const max = input.max;
      if (min && max) return t`Enter a value from ${min} to ${max}.`;
      if (min) return t`Enter a value of at least ${min}.`;
      return t`Enter a value of at most ${max}.`;
    }
    if (v.tooLong) return t`This text is too long.`;
    if (v.tooShort) return t`This text is too short.`;
    return t`Check this field.`;
  }, [t]);

  return useCallback((form: HTMLFormElement, extra: readonly FieldProblem[] = []): boolean => {
    watch(form);
    clearFieldProblems(form);
    const problems = new Map<HTMLElement, string>();
    const radioGroups = new Set<string>();
    for (const element of Array.from(form.elements)) {
      if (!isControl(element) || !element.willValidate || element.checkValidity()) continue;
      if (element instanceof HTMLInputElement && element.type === 'radio') {
        if (radioGroups.has(element.name)) continue;
        radioGroups.add(element.name);
      }
      problems.set(element, messageFor(element));
    }
    for (const problem of extra) if (problem.control) problems.set(problem.control, problem.message);
    if (problems.size === 0) return true;
    // In the page's order, so the first marked is the first the reader meets.
    const ordered = [...problems.keys()].sort((a, b) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1));
    for (const control of ordered) mark(control, problems.get(control)!);
    ordered[0].focus();
    return false;
  }, [messageFor]);
}
