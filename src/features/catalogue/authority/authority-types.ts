// The translated names of the authority types (spec §3).
import type { I18n, MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import type { AuthorityType } from './authority-search-params';

const LABELS: Record<AuthorityType, MessageDescriptor> = {
  pessoa: msg`Personal name`,
  instituicao: msg`Corporate name`,
  evento: msg`Meeting name`,
  titulo_uniforme: msg`Uniform title`,
  assunto: msg`Topical subject`,
  assunto_geografico: msg`Geographic subject`,
  genero_forma: msg`Genre/form`,
  termo_cronologico: msg`Chronological term`,
  subdivisao_geral: msg`General subdivision`,
  subdivisao_genero: msg`Genre subdivision`,
  subdivisao_geografica: msg`Geographic subdivision`,
  subdivisao_cronologica: msg`Chronological subdivision`,
};

export function authorityTypeLabel(tipo: string, i18n: I18n): string {
  const label = LABELS[tipo as AuthorityType];
  return label ? i18n._(label) : tipo;
}

