// /balcao/usuarios: one search box for a patron's name, login, CPF or card number; the
// answers, paged, each leading to the patron's record.
import { Trans, useLingui } from '@lingui/react/macro';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useNavigate } from '@tanstack/react-router';
import { useId, useState, type FormEvent } from 'react';
import { OfflineNotice } from '../../../../components/offline-notice';
import { PageHeading } from '../../../../components/page-heading';
import { Pagination } from '../../../../components/pagination';
import { DataSection } from '../../../../components/query-boundary';
import { staffPatronQueries } from '../queries';
import '../staff-patrons.css';
import { categoryName } from '../../../../components/library-words';
import { useFieldChecks } from '../../../../components/field-checks';

export interface PatronSearch { q?: string; pagina?: number }

export function PatronSearchPage({ search }: { search: PatronSearch }) {
  const { t } = useLingui();
  const id = useId();
  const navigate = useNavigate();
  const [text, setText] = useState(search.q ?? '');
  const checkFields = useFieldChecks();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    // An empty search: the spec's words beside the box, which gets the focus (field-checks.ts).
    if (!checkFields(event.currentTarget)) return;
    const q = text.trim();
    if (q) void navigate({ to: '/balcao/usuarios', search: { q } });
  }

  return (
    <>
      <PageHeading title={t`Patrons`} />
      <OfflineNotice />
      <p>
        <Link to="/balcao/usuarios/novo" className="button button-secondary">
          <Trans>Register a new patron</Trans>
        </Link>
      </p>
      <form className="inline-field patron-search" role="search" onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-q`}>{t`Name, login, CPF or card number`}</label>
          <input
            id={`${id}-q`}
            type="search"
            value={text}
            maxLength={200}
            autoComplete="off"
            required
            data-missing={t`The above field is required.`}
            onChange={(event) => setText(event.target.value)}
          />
        </div>
        <button type="submit" className="button">
          <Trans>Search</Trans>
        </button>
      </form>
      {search.q && (
        <DataSection id={`${id}-results`} title={t`Patrons found`} resetKey={`${search.q}:${search.pagina ?? 1}`}>
          <PatronResults q={search.q} page={search.pagina ?? 1} />
        </DataSection>
      )}
    </>
  );
}

function PatronResults({ q, page }: { q: string; page: number }) {
  const { t, i18n } = useLingui();
  const navigate = useNavigate();
  const { data } = useSuspenseQuery(staffPatronQueries.search(q, page));
  if (data.total === 0) {
    return (
      <p role="status">
        <Trans>No patron matches “{q}”.</Trans>
      </p>
    );
  }
  const total = data.total;
  return (
    <>
      <p role="status">
        <Trans>Patrons found: {total}</Trans>
      </p>
      <table className="responsive-table">
        <caption className="visually-hidden">{t`Patrons found`}</caption>
        <thead>
          <tr>
            <th scope="col">{t`Name`}</th>
            <th scope="col">{t`Login`}</th>
            <th scope="col">{t`Category`}</th>
            <th scope="col">{t`Status`}</th>
          </tr>
        </thead>
        <tbody>
          {data.itens.map((p) => (
            <tr key={p.cod_pessoa}>
              <th scope="row" data-label={t`Name`}>
                <Link to="/balcao/usuarios/$cod" params={{ cod: p.cod_pessoa }}>
                  {p.nome}
                </Link>
              </th>
              <td data-label={t`Login`}>{p.login}</td>
              <td data-label={t`Category`}>{categoryName(i18n, p.desc_categoria)}</td>
              <td data-label={t`Status`}>{p.bloqueado ? t`Blocked` : t`Active`}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <Pagination
        page={page}
        pageCount={Math.ceil(total / data.por_pagina)}
        label={t`Pages of patrons`}
        onPage={(next) => void navigate({ to: '/balcao/usuarios', search: { q, pagina: next } })}
      />
    </>
  );
}
