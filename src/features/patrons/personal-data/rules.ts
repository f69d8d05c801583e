// Spec §3/§5 checks of the personal-data form, before anything is sent: the same rules the
// server enforces (openapi/personal-data-rules.ts), field by field.
import { isEmailAddress } from '../../../../openapi/email-address';
import { isPastDate, isValidCpf, localToday, normalizeCep } from '../../../../openapi/personal-data-rules';
import type { PersonalDataProblem } from './messages';

export interface PersonalDataForm {
  endereco: string;
  complemento: string;
  cep: string;
  cidade: string;
  bairro: string;
  rg: string;
  cpf: string;
  nacionalidade: string;
  sexo: '' | 'F' | 'M';
  data_nascimento: string;
  escolaridade: string;
  localizacao: string;
  profissao: string;
  estado_civil: '' | 'solteiro' | 'casado' | 'separado' | 'divorciado' | 'viuvo' | 'outro';
  recebe_email: boolean;
  email: string;
  senhaAtual: string;
}

export type FieldProblems = Partial<Record<keyof PersonalDataForm, PersonalDataProblem>>;

/** What is wrong with each field; `cpfEditable` when the library holds no CPF yet. */
export function checkPersonalData(form: PersonalDataForm, original: { email: string; cpfEditable: boolean }, today = localToday()): FieldProblems {
  const problems: FieldProblems = {};
  const cpf = form.cpf.trim();
  if (original.cpfEditable && cpf && !isValidCpf(cpf)) problems.cpf = 'cpf';
  if (form.cep.trim() && !normalizeCep(form.cep)) problems.cep = 'cep';
  if (form.data_nascimento && !isPastDate(form.data_nascimento, today)) problems.data_nascimento = 'birthDate';
  const email = form.email.trim();
  if (email && !isEmailAddress(email)) problems.email = 'email';
  else if (emailChanged(form, original.email) && !form.senhaAtual) problems.senhaAtual = 'passwordRequired';
  return problems;
}

export const emailChanged = (form: PersonalDataForm, original: string) =>
  form.email.trim().toLowerCase() !== original.trim().toLowerCase();
