// Add a copy to the title, or edit the copy chosen in the table (same fields), in place: the
// edit form opens in the copy's own row and takes the focus. The loan type is one of the
// controlled list's (the title's `opcoes.tipos_emprestimo`, from tipo_emprestimo). The status
// of a copy on loan or set aside is the desk's: the form leaves it out for such a copy.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState, type FormEvent } from 'react';
import type { ApiError } from '../../../../api/errors';
import { useNetworkGate } from '../../../../components/offline-notice';
import { staffCatalogueActions, type StaffItem, type StaffItemInput, type StaffTitleItems } from '../queries';
import { ActionAnswer } from './action-answer';
import { useCopyStatusLabels } from '../../title';
import { useFieldChecks } from '../../../../components/field-checks';

const SETTABLE = ['disponivel', 'consulta_local', 'em_processamento', 'extraviado'] as const;
type Settable = (typeof SETTABLE)[number];
const BARCODE = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/;

interface ItemFormProps {
  titleId: number;
  options: StaffTitleItems['opcoes'];
  /** The copy being edited, or null to add one. */
  item: StaffItem | null;
  onClose: () => void;
}

export function ItemForm({ titleId, options, item, onClose }: ItemFormProps) {
  const { t } = useLingui();
  const id = useId();
  const queryClient = useQueryClient();
  const network = useNetworkGate();
  const status = useCopyStatusLabels();
  const inCirculation = item !== null && !(SETTABLE as readonly string[]).includes(item.situacao);
  const [fields, setFields] = useState({
    codigo_barras: item?.codigo_barras ?? '',
    cod_biblioteca: String(item?.cod_biblioteca ?? options.bibliotecas[0]?.cod_biblioteca ?? ''),
    localizacao: item?.localizacao ?? '',
    numero_chamada: item?.numero_chamada ?? '',
    tipo_emprestimo: item?.tipo_emprestimo ?? (options.tipos_emprestimo.includes('normal') ? 'normal' : (options.tipos_emprestimo[0] ?? '')),
    situacao: (inCirculation ? 'disponivel' : (item?.situacao ?? 'disponivel')) as Settable,
    volume: item?.volume ?? '',
    tomo: item?.tomo ?? '',
    parte: item?.parte ?? '',
  });
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ done?: StaffItem; error?: ApiError } | null>(null);
  const firstField = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (item) firstField.current?.focus();
  }, [item]);
  // A copy whose type left the list keeps it as a choice until it is changed.
  const types = item && !options.tipos_emprestimo.includes(item.tipo_emprestimo) ? [item.tipo_emprestimo, ...options.tipos_emprestimo] : options.tipos_emprestimo;
  const set = (name: keyof typeof fields) => (event: { target: { value: string } }) => setFields({ ...fields, [name]: event.target.value });

  const save = useMutation({
    mutationFn: (body: StaffItemInput) =>
      item ? staffCatalogueActions.updateItem(queryClient, titleId, item.cod_exemplar, body) : staffCatalogueActions.createItem(queryClient, titleId, body),
    onSuccess: (result) => {
      setAnswer(result.ok ? { done: result.data } : { error: result.error });
      if (result.ok && !item) setFields((f) => ({ ...f, codigo_barras: '', volume: '', tomo: '', parte: '' }));
    },
  });

  const checkFields = useFieldChecks();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (network.offline || save.isPending) return;
    const barcode = fields.codigo_barras.trim();
    const missing = !barcode ? t`Enter the barcode.` : !BARCODE.test(barcode) ? t`A barcode has letters, digits, dots, hyphens or slashes only.`
      : !fields.tipo_emprestimo.trim() ? t`Choose the loan type.` : null;
    setProblem(missing);
    if (missing) return;
    setAnswer(null);
    save.mutate({
      codigo_barras: barcode,
      cod_biblioteca: Number(fields.cod_biblioteca),
      localizacao: fields.localizacao,
      numero_chamada: fields.numero_chamada,
      tipo_emprestimo: fields.tipo_emprestimo.trim(),
      volume: fields.volume,
      tomo: fields.tomo,
      parte: fields.parte,
      ...(inCirculation ? {} : { situacao: fields.situacao }),
    });
  }

  const savedBarcode = answer?.done?.codigo_barras ?? '';
  const barcode = item?.codigo_barras ?? '';
  return (
    <section aria-labelledby={`${id}-title`} className="desk-card staff-item-form"
      onKeyDown={(event) => {
        if (item && event.key === 'Escape') onClose();
      }}>
      <h3 id={`${id}-title`}>{item ? t`Edit copy ${barcode}` : t`Add a copy`}</h3>
      <form onSubmit={submit} noValidate>
        <div className="staff-item-fields">
          <div className="field">
            <label htmlFor={`${id}-barcode`}>{t`Barcode`}</label>
            <input ref={firstField} id={`${id}-barcode`} value={fields.codigo_barras} maxLength={40} autoComplete="off" required onChange={set('codigo_barras')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-library`}>{t`Library`}</label>
            <select id={`${id}-library`} value={fields.cod_biblioteca} onChange={set('cod_biblioteca')}>
              {options.bibliotecas.map((b) => (
                <option key={b.cod_biblioteca} value={b.cod_biblioteca}>
                  {b.desc_biblioteca}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-location`}>{t`Location`}</label>
            <input id={`${id}-location`} value={fields.localizacao} maxLength={80} onChange={set('localizacao')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-call`}>{t`Call number`}</label>
            <input id={`${id}-call`} value={fields.numero_chamada} maxLength={80} onChange={set('numero_chamada')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-type`}>{t`Loan type`}</label>
            <select id={`${id}-type`} value={fields.tipo_emprestimo} required onChange={set('tipo_emprestimo')}>
              {types.map((type) => (
                <option key={type} value={type}>
                  {type}
                </option>
              ))}
            </select>
          </div>
          <div className="field">
            <label htmlFor={`${id}-status`}>{t`Status`}</label>
            {inCirculation && item ? (
              <input id={`${id}-status`} value={status[item.situacao]} readOnly aria-describedby={`${id}-status-note`} />
            ) : (
              <select id={`${id}-status`} value={fields.situacao} onChange={set('situacao')}>
                {SETTABLE.map((s) => (
                  <option key={s} value={s}>
                    {status[s]}
                  </option>
                ))}
              </select>
            )}
            {inCirculation && (
              <p id={`${id}-status-note`} className="field-hint">
                <Trans>The desk changes the status of a copy on loan or on hold.</Trans>
              </p>
            )}
          </div>
          <div className="field">
            <label htmlFor={`${id}-volume`}>{t`Volume`}</label>
            <input id={`${id}-volume`} value={fields.volume} maxLength={20} onChange={set('volume')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-tome`}>{t`Tome`}</label>
            <input id={`${id}-tome`} value={fields.tomo} maxLength={20} onChange={set('tomo')} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-part`}>{t`Part`}</label>
            <input id={`${id}-part`} value={fields.parte} maxLength={20} onChange={set('parte')} />
          </div>
        </div>
        <div className="button-row">
          <button type="submit" className="button" disabled={save.isPending} {...network.controlProps}>
            {item ? <Trans>Save the copy</Trans> : <Trans>Add the copy</Trans>}
          </button>
          {item && (
            <button type="button" className="button button-secondary" onClick={onClose}>
              <Trans>Cancel editing</Trans>
            </button>
          )}
          {network.hint}
        </div>
      </form>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <ActionAnswer error={answer?.error}>
        {answer?.done && (item ? <Trans>Copy {savedBarcode} saved.</Trans> : <Trans>Copy {savedBarcode} added.</Trans>)}
      </ActionAnswer>
    </section>
  );
}
