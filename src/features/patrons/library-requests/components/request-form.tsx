// One frame for every request form: labelled fields from a list, the form's own §5 checks,
// the send, the server's refusal under the button, and the receipt with a way to the list.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { useFieldChecks } from '../../../../components/field-checks';
import { useNetworkGate } from '../../../../components/offline-notice';
import { bodyOf, type FieldKind } from '../form-rules';
import { requestText } from '../messages';
import { sendRequest, type FormKind } from '../queries';

export interface FieldSpec {
  name: string;
  kind: FieldKind;
  label: string;
  required?: boolean;
  numeric?: boolean;
  options?: readonly { value: string | number; label: string }[];
  hint?: string;
  max?: number;
  maxLength?: number;
  defaultValue?: string;
}

interface RequestFormProps {
  kind: FormKind;
  fields: readonly FieldSpec[];
  submitLabel: string;
  /** The form's own checks on the body (spec §5): a message key, or null. */
  check?: (body: Record<string, unknown>) => string | null;
  /** Turns the fields into the contract's body (closed storage wraps its items). */
  shape?: (body: Record<string, unknown>) => { body: Record<string, unknown>; codBiblioteca?: number };
  /** More buttons beside the send one (the draft card's PDF), given the body. */
  extra?: (body: () => Record<string, unknown> | null, report: (key: string | null) => void) => ReactNode;
  children?: ReactNode;
}

export function RequestForm({ kind, fields, submitLabel, check, shape, extra, children }: RequestFormProps) {
  const { i18n } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const checkFields = useFieldChecks();
  const [problem, setProblem] = useState<string | null>(null);
  const [form, setForm] = useState<HTMLFormElement | null>(null);
  const labels = Object.fromEntries(fields.map((f) => [f.name, f.label]));
  const send = useMutation({
    mutationFn: (args: { body: Record<string, unknown>; codBiblioteca?: number }) => sendRequest(queryClient, kind, args.body, args.codBiblioteca),
    onSuccess: (outcome) => setProblem(outcome.ok ? null : outcome.message),
  });

  /** The body, or null after saying what is missing or wrong. */
  function collect(): Record<string, unknown> | null {
    if (!form) return null;
    const data = new FormData(form);
    const body = bodyOf(fields, (name) => data.get(name) as string | null, (name) => data.get(name) === 'on');
    const missing = fields.find((f) => f.required && (body[f.name] === undefined || body[f.name] === ''));
    const key = missing ? `error.required-field.${missing.name}` : (check?.(body) ?? null);
    setProblem(key);
    return key ? null : body;
  }

  function submit(event: FormEvent) {
    event.preventDefault();
    if (network.offline) return;
    // Empty or wrong fields are marked where they are, focus on the first.
    if (!checkFields(event.currentTarget as HTMLFormElement)) return setProblem(null);
    const body = collect();
    if (body) send.mutate(shape ? shape(body) : { body });
  }

  if (send.data?.ok) return <RequestSent code={send.data.data.cod_solicitacao} />;
  return (
    <form ref={setForm} className="library-request-form" onSubmit={submit} noValidate aria-describedby={problem ? `${id}-problem` : undefined}>
      {children}
      {fields.map((field) => <Field key={field.name} id={`${id}-${field.name}`} field={field} />)}
      <div className="button-row">
        <button type="submit" className="button" disabled={send.isPending} {...network.controlProps}>{submitLabel}</button>
        {extra?.(collect, setProblem)}
        {network.hint}
      </div>
      {problem && <p id={`${id}-problem`} className="field-error" role="alert">{requestText(i18n, problem, labels)}</p>}
    </form>
  );
}

function Field({ id, field }: { id: string; field: FieldSpec }) {
  const { t } = useLingui();
  const hint = field.hint ? <small id={`${id}-hint`}>{field.hint}</small> : null;
  const common = { id, name: field.name, 'aria-describedby': field.hint ? `${id}-hint` : undefined, defaultValue: field.defaultValue };
  const label = (
    <label htmlFor={id}>
      {field.label}
      {field.required && <span aria-hidden="true"> *</span>}
      {field.required && <span className="visually-hidden"> ({t`required`})</span>}
    </label>
  );
  if (field.kind === 'checkbox') {
    return (
      <div className="field field-checkbox">
        <input type="checkbox" id={id} name={field.name} />
        <label htmlFor={id}>{field.label}</label>
      </div>
    );
  }
  if (field.kind === 'select') {
    return (
      <div className="field">
        {label}
        <select {...common} required={field.required}>
          {field.options?.map((o) => <option key={o.value} value={o.value}>{o.label}</option>)}
        </select>
        {hint}
      </div>
    );
  }
  if (field.kind === 'textarea') {
    return (
      <div className="field">
        {label}
        <textarea {...common} rows={3} maxLength={field.maxLength ?? 2000} required={field.required} />
        {hint}
      </div>
    );
  }
  const type = field.kind === 'number' ? 'number' : field.kind === 'date' ? 'date' : field.kind === 'email' ? 'email' : field.kind === 'tel' ? 'tel' : 'text';
  return (
    <div className="field">
      {label}
      <input {...common} type={type} required={field.required} min={field.kind === 'number' ? 0 : undefined} max={field.max}
        maxLength={field.kind === 'number' || field.kind === 'date' ? undefined : (field.maxLength ?? 500)}
        inputMode={field.kind === 'number' ? 'numeric' : undefined} />
      {hint}
    </div>
  );
}

function RequestSent({ code }: { code: number }) {
  return (
    <section className="library-request-sent" aria-labelledby="library-request-sent-title">
      <h2 id="library-request-sent-title"><Trans>Request sent</Trans></h2>
      <p role="status"><Trans>The library received your request (number {code}). We will let you know when its state changes.</Trans></p>
      <p><Link to="/meupergamum/pedidos"><Trans>See your requests</Trans></Link></p>
    </section>
  );
}
