import { useLingui } from '@lingui/react';
import { Plural, Trans } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { FilterEntry } from '../../api/types';
import { groupFacets, markSelected, previewEntries, toggleFilter, type FacetGroup } from './facet-logic';
import { entryLabel, groupTitle } from './facet-labels';
import './facets.css';

interface FacetPanelProps {
  /** The server's entries (counts over the whole match set). */
  entries: readonly FilterEntry[];
  /** The filters in the URL. */
  selected: readonly string[] | undefined;
  onChange: (next: string[] | undefined) => void;
  heading: string;
}

/** Filter groups with counts and checkboxes: OR within a group, AND across groups (the server's rule). */
export function FacetPanel({ entries, selected, onChange, heading }: FacetPanelProps) {
  const id = useId();
  // On narrow screens the groups fold away behind a button, so the results are not pages below.
  const [open, setOpen] = useState(false);
  const groups = groupFacets(markSelected(entries, selected));
  if (groups.length === 0) return null;
  return (
    <section className={open ? 'facet-panel open' : 'facet-panel'} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`}>{heading}</h2>
      <button
        type="button"
        className="button button-secondary facet-toggle"
        aria-expanded={open}
        aria-controls={`${id}-groups`}
        onClick={() => setOpen(!open)}
      >
        {open ? <Trans>Hide filters</Trans> : <Trans>Show filters</Trans>}
      </button>
      <div id={`${id}-groups`} className="facet-groups">
        {groups.map((group) => (
          <FacetGroupView
            key={group.letter}
            group={group}
            onToggle={(code) => onChange(toggleFilter(selected, group.letter, code))}
          />
        ))}
      </div>
    </section>
  );
}

function FacetGroupView({ group, onToggle }: { group: FacetGroup; onToggle: (code: string) => void }) {
  const { i18n } = useLingui();
  const id = useId();
  const [expanded, setExpanded] = useState(false);
  const preview = previewEntries(group.entries);
  const shown = expanded ? group.entries : preview;
  const hidden = group.entries.length - preview.length;
  const title = groupTitle(group.letter, i18n);
  return (
    <fieldset className="facet-group" data-letter={group.letter}>
      <legend>{title}</legend>
      <ul id={`${id}-list`} className="facet-list">
        {shown.map((entry) => {
          // Codes may hold spaces, which ids may not: the entry's position names it.
          const inputId = `${id}-${group.entries.indexOf(entry)}`;
          return (
            <li key={entry.codigo}>
              <input
                id={inputId}
                type="checkbox"
                checked={entry.selecionado}
                onChange={() => onToggle(entry.codigo)}
              />
              <label htmlFor={inputId}>
                <span className="facet-label">{entryLabel(entry, i18n)}</span>{' '}
                <span className="facet-count">({entry.total})</span>
              </label>
            </li>
          );
        })}
      </ul>
      {hidden > 0 && (
        <ShowMoreButton
          expanded={expanded}
          hidden={hidden}
          controls={`${id}-list`}
          groupTitle={title}
          onClick={() => setExpanded(!expanded)}
        />
      )}
    </fieldset>
  );
}

interface ShowMoreButtonProps {
  expanded: boolean;
  hidden: number;
  controls: string;
  groupTitle: string;
  onClick: () => void;
}

function ShowMoreButton({ expanded, hidden, controls, groupTitle, onClick }: ShowMoreButtonProps) {
  return (
    <button type="button" className="link-button" aria-expanded={expanded} aria-controls={controls} onClick={onClick}>
      {expanded ? (
        <Trans>Show fewer</Trans>
      ) : (
        <Plural value={hidden} one="Show # more" other="Show # more" />
      )}
      <span className="visually-hidden">: {groupTitle}</span>
    </button>
  );
}
