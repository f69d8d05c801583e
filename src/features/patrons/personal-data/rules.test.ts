import { describe, expect, it } from 'vitest';
import { checkPersonalData, type PersonalDataForm } from './rules';

const form: PersonalDataForm = {
  endereco: 'Rua das Flores, 10', complemento: '', cep: '88040-900', cidade: 'Florianópolis', bairro: 'Trindade', rg: '',
  cpf: '', nacionalidade: 'Brasileira', sexo: 'F', data_nascimento: '2000-01-31', escolaridade: '', localizacao: '',
  profissao: '', estado_civil: 'solteiro', recebe_email: true, email: 'ana@ufdemo.edu.br', senhaAtual: '',
};
const original = { email: 'ana@ufdemo.edu.br', cpfEditable: false };
const check = (changes: Partial<PersonalDataForm>, orig = original) => checkPersonalData({ ...form, ...changes }, orig, '2026-11-25');

describe('the personal-data form checks', () => {
  it('passes a good form, and empty optional fields', () => {
    expect(check({})).toEqual({});
    expect(check({ cep: '', data_nascimento: '' })).toEqual({});
  });
  it('checks a CPF only where the patron may give one, by its check digits, refusing repeated digits', () => {
    expect(check({ cpf: '12345678900' })).toEqual({});
    const editable = { ...original, cpfEditable: true };
    expect(check({ cpf: '12345678900' }, editable)).toEqual({ cpf: 'cpf' });
    expect(check({ cpf: '00000000000' }, editable)).toEqual({ cpf: 'cpf' });
    expect(check({ cpf: '52998224725' }, editable)).toEqual({});
  });
  it('wants the postal code as 00000-000 (or eight digits)', () => {
    expect(check({ cep: '88040900' })).toEqual({});
    expect(check({ cep: '8804-0900' })).toEqual({ cep: 'cep' });
  });
  it('wants a birth date in the past', () => {
    expect(check({ data_nascimento: '2026-11-25' })).toEqual({ data_nascimento: 'birthDate' });
    expect(check({ data_nascimento: '2026-11-24' })).toEqual({});
  });
  it('asks for the current password only when the e-mail changes', () => {
    expect(check({ email: 'ANA@ufdemo.edu.br' })).toEqual({});
    expect(check({ email: 'ana@example.org' })).toEqual({ senhaAtual: 'passwordRequired' });
    expect(check({ email: 'ana@example.org', senhaAtual: 'x' })).toEqual({});
    expect(check({ email: 'ana@' })).toEqual({ email: 'email' });
  });
});
