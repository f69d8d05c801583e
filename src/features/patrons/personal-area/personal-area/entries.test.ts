// The personal area's menu as a student sees it (issue 37): five sections, one link per
// page, every entry of spec §1 still reachable, inter-library loan and closed storage there.
import { describe, expect, it, vi } from 'vitest';
import { PERSONAL_AREA } from '../../../../../openapi/personal-area';

vi.mock('@lingui/core/macro', () => import('../../../../../tests/support/lingui-macro'));
const { menuSections } = await import('./entries');
const { PERSONAL_AREA_ENTRIES } = await import('./menu-entries');

const everyLayerOn = PERSONAL_AREA.filter((e) => e.implemented).map((e) => ({ id: e.id, ativo: true }));
const titles = (layers: { id: string; ativo: boolean }[]) => menuSections(layers).map((s) => s.title.message);
const links = (layers: { id: string; ativo: boolean }[]) => menuSections(layers).flatMap((s) => s.links);

describe('the personal area menu', () => {
  it('has the five sections, in order', () => {
    expect(titles(everyLayerOn)).toEqual(['My loans and holds', 'Fines and certificates', 'Requests to the library', 'Alerts and interests', 'My data']);
  });

  it('never has two links to the same page: Renewal is the loans link', () => {
    const paths = links(everyLayerOn).map((l) => l.to);
    expect(paths.length).toBe(new Set(paths).size);
    expect(links(everyLayerOn).map((l) => l.label.message)).not.toContain('Renewal');
    expect(links(everyLayerOn).find((l) => l.to === '/meupergamum/emprestimos')?.label.message).toBe('Loans and renewals');
  });

  it('reaches all 29 entries of spec §1: by their own link, or by the link that opens the same page', () => {
    const shown = new Set(links(everyLayerOn).map((l) => l.to));
    const spec = PERSONAL_AREA.filter((e) => !('beyondSpec' in e));
    expect(spec).toHaveLength(29);
    for (const entry of PERSONAL_AREA_ENTRIES) {
      const via = entry.sameAs ? PERSONAL_AREA_ENTRIES.find((e) => e.layer === entry.sameAs)!.to : entry.to;
      expect(shown.has(via), `${entry.layer} reachable`).toBe(true);
    }
  });

  it('offers inter-library loan and closed storage among the requests, and the holds among the loans', () => {
    const [loans, , requests] = menuSections(everyLayerOn);
    expect(requests.links.map((l) => l.to)).toEqual(expect.arrayContaining(['/meupergamum/emprestimo-entre-bibliotecas', '/meupergamum/armazem']));
    expect(loans.links.map((l) => l.to)).toContain('/meupergamum/reservas');
  });

  it('shows Renewal on its own when the loans entry is off, and nothing when no layer is known yet', () => {
    const layers = everyLayerOn.map((l) => (l.id === 'emprestimo' ? { ...l, ativo: false } : l));
    expect(links(layers).find((l) => l.to === '/meupergamum/renovacao')?.label.message).toBe('Renewal');
    expect(menuSections([])).toEqual([]);
  });

  it('leaves out the staff entries a patron does not have (the server turns them off)', () => {
    const patron = everyLayerOn.map((l) => (l.id === 'troca_usuario' || l.id === 'totais_acervo' ? { ...l, ativo: false } : l));
    expect(links(patron).map((l) => l.to)).not.toContain('/meupergamum/troca-usuario');
    expect(links(everyLayerOn).map((l) => l.to)).toContain('/meupergamum/troca-usuario');
  });
});
