import { useLingui } from '@lingui/react';
import { Trans } from '@lingui/react/macro';
import { useId, useRef } from 'react';
import type { FilterEntry } from '../../api/types';
import { removeFilter, splitFilter } from './facet-logic';
import { entryLabel, groupTitle } from './facet-labels';

interface FilterChipsProps {
  filters: readonly string[] | undefined;
  /** The server's entries, to name each filter; a filter it did not list shows its code. */
  entries: readonly FilterEntry[];
  onChange: (next: string[] | undefined) => void;
  /** Where focus goes when the last chip is gone (an element id). */
  focusAfterLastId: string;
}

/** The filters in force, each a button that removes it, and one that removes them all. */
export function FilterChips({ filters, entries, onChange, focusAfterLastId }: FilterChipsProps) {
  const { i18n } = useLingui();
  const id = useId();
  const list = useRef<HTMLUListElement>(null);
  if (!filters?.length) return null;

  // The removed chip disappears: focus moves to the chip that takes its place, or away.
  function moveFocus(index: number) {
    requestAnimationFrame(() => {
      const buttons = list.current?.querySelectorAll<HTMLButtonElement>('button');
      const next = buttons?.[Math.min(index, buttons.length - 1)];
      (next ?? document.getElementById(focusAfterLastId))?.focus();
    });
  }

  return (
    <div className="filter-chips" role="group" aria-labelledby={`${id}-label`}>
      <span id={`${id}-label`} className="filter-chips-label">
        <Trans>Filters in force:</Trans>
      </span>
      <ul ref={list}>
        {filters.map((filter, index) => {
          const { letter, code } = splitFilter(filter);
          const entry = entries.find((item) => item.tipo === letter && item.codigo === code);
          const label = entryLabel(entry ?? { tipo: letter, codigo: code, descricao: code }, i18n);
          const group = groupTitle(letter, i18n);
          return (
            <li key={filter}>
              <button
                type="button"
                className="chip"
                onClick={() => {
                  onChange(removeFilter(filters, filter));
                  moveFocus(index);
                }}
              >
                <span className="chip-group">{group}:</span> {label}
                <span aria-hidden="true" className="chip-remove">
                  ×
                </span>
                <span className="visually-hidden">
                  <Trans>(remove filter)</Trans>
                </span>
              </button>
            </li>
          );
        })}
      </ul>
      {filters.length > 1 && (
        <button
          type="button"
          className="link-button"
          onClick={() => {
            onChange(undefined);
            moveFocus(Number.MAX_SAFE_INTEGER);
          }}
        >
          <Trans>Remove all filters</Trans>
        </button>
      )}
    </div>
  );
}
