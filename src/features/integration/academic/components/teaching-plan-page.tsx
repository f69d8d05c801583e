import { Trans, useLingui } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { PageHeading } from '../../../../components/page-heading';
import { QueryState } from '../../../../components/query-state';
import { academicMessages } from '../messages';
import { hasAnyField, teachingPlanQueries, type TeachingPlanSearch } from '../queries';
import { TeachingPlanResults } from './teaching-plan-results';
import '../teaching-plan.css';
import { useFieldChecks } from '../../../../components/field-checks';

const EMPTY = { departamento: '', ano: '', semestre: '', periodo: '', disciplina: '', biblioteca: '' };
type Fields = typeof EMPTY;

const toSearch = (f: Fields): TeachingPlanSearch => ({
  departamento: f.departamento || undefined,
  ano: f.ano ? Number(f.ano) : undefined,
  semestre: f.semestre ? Number(f.semestre) : undefined,
  periodo: f.periodo ? Number(f.periodo) : undefined,
  disciplina: f.disciplina ? Number(f.disciplina) : undefined,
  biblioteca: f.biblioteca ? Number(f.biblioteca) : undefined,
});

/** /meupergamum/plano-ensino: find teaching plans and see which required titles the library is short of (the route loads the choices). */
export function TeachingPlanPage() {
  const { t, i18n } = useLingui();
  const id = useId();
  const { data: options } = useSuspenseQuery(teachingPlanQueries.options());
  const [fields, setFields] = useState<Fields>(EMPTY);
  const [search, setSearch] = useState<TeachingPlanSearch | null>(null);
  const results = useQuery({ ...teachingPlanQueries.search(search ?? {}), enabled: search !== null });
  const set = (name: keyof Fields) => (event: { target: { value: string } }) => {
    setFields((f) => ({ ...f, [name]: event.target.value }));
  };
  const checkFields = useFieldChecks();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const next = toSearch(fields);
    // The spec's words for an empty search, beside its first field, which gets the focus (field-checks.ts).
    const empty = hasAnyField(next) ? [] : [{ control: form.querySelector<HTMLElement>(`#${CSS.escape(`${id}-departamento`)}`), message: i18n._(academicMessages[0]) }];
    if (!checkFields(form, empty)) return;
    setSearch(next);
  };
  const field = (name: keyof Fields, label: string, control: ReactNode) => (
    <div className="field">
      <label htmlFor={`${id}-${name}`}>{label}</label>
      {control}
    </div>
  );
  return (
    <section className="teaching-plan-page">
      <PageHeading title={t`Teaching plan`} />
      <p className="hint"><Trans>Find a course subject's teaching plan to see its bibliography in the library: copies, loans, and which titles are short of copies for the number of students.</Trans></p>
      <form className="teaching-plan-form" onSubmit={submit} noValidate>
        {field('departamento', t`Department`, (
          <select id={`${id}-departamento`} value={fields.departamento} onChange={set('departamento')}>
            <option value="">{t`Any`}</option>
            {options.departamentos.map((d) => <option key={d.codigo} value={d.codigo}>{d.descricao}</option>)}
          </select>
        ))}
        {field('disciplina', t`Course subject`, (
          <select id={`${id}-disciplina`} value={fields.disciplina} onChange={set('disciplina')}>
            <option value="">{t`Any`}</option>
            {options.disciplinas.map((d) => <option key={d.cod_disciplina} value={d.cod_disciplina}>{d.nome_disciplina}</option>)}
          </select>
        ))}
        {field('ano', t`Year`, (
          <input id={`${id}-ano`} type="number" inputMode="numeric" min={1900} max={2999} value={fields.ano} onChange={set('ano')} />
        ))}
        {field('semestre', t`Semester`, (
          <select id={`${id}-semestre`} value={fields.semestre} onChange={set('semestre')}>
            <option value="">{t`Any`}</option>
            <option value="1">{t`First`}</option>
            <option value="2">{t`Second`}</option>
          </select>
        ))}
        {field('periodo', t`Period`, (
          <input id={`${id}-periodo`} type="number" inputMode="numeric" min={1} max={20} value={fields.periodo} onChange={set('periodo')} />
        ))}
        {field('biblioteca', t`Library`, (
          <select id={`${id}-biblioteca`} value={fields.biblioteca} onChange={set('biblioteca')}>
            <option value="">{t`Any`}</option>
            {options.bibliotecas.map((b) => <option key={b.cod_biblioteca} value={b.cod_biblioteca}>{b.desc_biblioteca}</option>)}
          </select>
        ))}
        <div className="teaching-plan-actions">
          <button type="submit" className="button"><Trans>Search</Trans></button>
        </div>
      </form>
      {search ? (
        <QueryState query={results} className="teaching-plan-results">
          {(plans) => <TeachingPlanResults plans={plans} />}
        </QueryState>
      ) : null}
    </section>
  );
}
