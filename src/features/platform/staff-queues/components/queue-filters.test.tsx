// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { activateSourceLanguage } from '../../../../../tests/support/lingui-macro';
import { QueueFilterForm } from './queue-filters';

vi.mock('@lingui/react/macro', () => import('../../../../../tests/support/lingui-macro'));
vi.mock('@lingui/core/macro', () => import('../../../../../tests/support/lingui-macro'));

const options = {
  tipos: ['armazem', 'ficha_catalografica'], situacoes: ['aguardando', 'finalizada'], abertas: ['aguardando'],
  bibliotecas: [{ cod_biblioteca: 1, desc_biblioteca: 'Central', cod_campus: 1 }, { cod_biblioteca: 2, desc_biblioteca: 'Saúde', cod_campus: 1 }],
};

beforeEach(activateSourceLanguage);
afterEach(cleanup);

describe('a staff queue filters', () => {
  it('sends every filter together, the search trimmed, back to the first page', () => {
    const onFilter = vi.fn();
    render(<QueueFilterForm filters={{ pagina: 3 }} options={options} stateLabel={(s) => s.toUpperCase()} onFilter={onFilter} />);
    fireEvent.change(screen.getByRole('searchbox', { name: 'Search' }), { target: { value: '  Ana  ' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Kind' }), { target: { value: 'armazem' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Library' }), { target: { value: '2' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'State' }), { target: { value: 'finalizada' } });
    fireEvent.change(screen.getByRole('combobox', { name: 'Sort' }), { target: { value: 'nome' } });
    fireEvent.click(screen.getByRole('checkbox', { name: 'Assigned to me' }));
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onFilter).toHaveBeenCalledWith({ q: 'Ana', tipo: 'armazem', biblioteca: 2, situacao: 'finalizada', ordem: 'nome', minhas: true, pagina: undefined });
    expect(screen.getByRole('option', { name: 'FINALIZADA' })).toBeTruthy();
  });

  it('marks both dates and sends nothing when the start is after the end', () => {
    const onFilter = vi.fn();
    render(<QueueFilterForm filters={{}} options={options} stateLabel={(s) => s} onFilter={onFilter} />);
    const from = screen.getByLabelText('From');
    fireEvent.change(from, { target: { value: '2026-05-02' } });
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-05-01' } });
    fireEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(onFilter).not.toHaveBeenCalled();
    expect(from.getAttribute('aria-invalid')).toBe('true');
    // The field's description: the message and the date pattern's hint (DateField).
    const described = from.getAttribute('aria-describedby')!.split(/\s+/).map((id) => document.getElementById(id)?.textContent);
    expect(described).toContain('The start date cannot be after the end date.');
  });

  it('offers no kind or library choice where the queue has one', () => {
    render(<QueueFilterForm filters={{}} options={{ ...options, tipos: [], bibliotecas: options.bibliotecas.slice(0, 1) }} stateLabel={(s) => s} onFilter={() => {}} />);
    expect(screen.queryByRole('combobox', { name: 'Kind' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: 'Library' })).toBeNull();
  });
});
