// One title at the cataloguer's desk: its heading, cover and type colour, its copies with
// their actions, the copy form, the record and cover uploads, and its collection totals.
import { Trans } from '@lingui/react/macro';
import { useQuery, useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useId, useState } from 'react';
import { Cover } from '../../../../components/cover';
import { staffCatalogueQueries, type StaffItem } from '../queries';
import { ItemForm } from './item-form';
import { ItemsTable } from './items-table';
import { RecordTools } from './record-tools';
import { TitleTotalsSection } from './title-totals';
import { WithdrawForm } from './withdraw-form';

export function TitleWorkbench({ id }: { id: number }) {
  const headingId = useId();
  const { data: title } = useSuspenseQuery(staffCatalogueQueries.items(id));
  const color = useQuery(staffCatalogueQueries.color(id));
  const [editing, setEditing] = useState<StaffItem | null>(null);
  const [withdrawing, setWithdrawing] = useState<StaffItem | null>(null);
  const author = title.autor;
  // Closing the form in the row gives the focus back to the copy's Edit button.
  const closeEditor = (copy: number) => {
    setEditing(null);
    requestAnimationFrame(() => document.querySelector<HTMLButtonElement>(`[data-edit-copy="${copy}"]`)?.focus());
  };
  return (
    <article aria-labelledby={headingId} className="staff-title">
      <header className="staff-title-header">
        <Cover src={title.link_capa} />
        <div>
          <h2 id={headingId}>
            {color.data?.cor && <span className="type-swatch" style={{ backgroundColor: color.data.cor }} aria-hidden="true" />}
            {title.titulo}
          </h2>
          {author && <p>{author}</p>}
          <p>
            <Link to="/acervo/$codAcervo" params={{ codAcervo: id }}>
              <Trans>Open the public page of this title</Trans>
            </Link>
          </p>
        </div>
      </header>
      <ItemsTable
        items={title.exemplares}
        onEdit={(item) => {
          setWithdrawing(null);
          setEditing(item);
        }}
        onWithdraw={(item) => {
          setEditing(null);
          setWithdrawing(item);
        }}
        editing={editing?.cod_exemplar ?? null}
        editor={editing && (
          <ItemForm key={editing.cod_exemplar} titleId={id} options={title.opcoes} item={editing} onClose={() => closeEditor(editing.cod_exemplar)} />
        )}
      />
      {withdrawing && <WithdrawForm titleId={id} item={withdrawing} onClose={() => setWithdrawing(null)} />}
      <ItemForm key="new" titleId={id} options={title.opcoes} item={null} onClose={() => undefined} />
      <RecordTools titleId={id} />
      <TitleTotalsSection titleId={id} libraries={title.opcoes.bibliotecas} />
    </article>
  );
}
