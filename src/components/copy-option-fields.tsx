// The choice a hold or a loan request starts with (spec §5 "volume, tome, part, material
// all selected"): a library, then one of that library's volume / tome / part / additional
// material combinations of the title's copies, with the location and how many are on the
// shelf. Shared by the hold and loan-request forms (features do not import each other).
import { useLingui } from '@lingui/react/macro';
import { useId, useState } from 'react';
import type { components } from '../../openapi/schema.gen';

export type CopyOption = components['schemas']['CopyOption'];

const keyOf = (o: CopyOption) => JSON.stringify([o.cod_biblioteca, o.volume, o.tomo, o.parte, o.material_adicional]);

/** The selection state of the fields; a library or combination alone in its list is chosen for the patron. */
/** `initialLibrary`: a library picked already (the library of a copy scanned at the desk), when it is one of the options. */
export function useCopyChoice(options: readonly CopyOption[], initialLibrary?: number) {
  const libraries = [...new Map(options.map((o) => [o.cod_biblioteca, o.desc_biblioteca])).entries()];
  const [pickedLibrary, setLibrary] = useState<number | null>(
    initialLibrary !== undefined && options.some((o) => o.cod_biblioteca === initialLibrary) ? initialLibrary : null,
  );
  const [pickedKey, setKey] = useState<string | null>(null);
  const library = pickedLibrary ?? (libraries.length === 1 ? libraries[0][0] : null);
  const combinations = options.filter((o) => o.cod_biblioteca === library);
  const chosen = combinations.length === 1 ? combinations[0] : (combinations.find((o) => keyOf(o) === pickedKey) ?? null);
  return {
    libraries,
    library,
    combinations,
    chosen,
    chooseLibrary: (code: number | null) => {
      setLibrary(code);
      setKey(null);
    },
    chooseCombination: setKey,
  };
}

export type CopyChoice = ReturnType<typeof useCopyChoice>;

type Parts = Pick<CopyOption, 'volume' | 'tomo' | 'parte' | 'material_adicional'>;

/** Names a combination: "Volume 2, Tome 1, Part 3, Additional material: CD" (empty when it has none); holds show it too. */
export function usePartsText(): (parts: Parts) => string {
  const { t } = useLingui();
  return ({ volume, tomo, parte, material_adicional: material }) =>
    [
      volume !== null && t`Volume ${volume}`,
      tomo !== null && t({ message: `Tome ${tomo}`, comment: 'A tome of a multi-volume work' }),
      parte !== null && t`Part ${parte}`,
      material !== null && t`Additional material: ${material}`,
    ]
      .filter(Boolean)
      .join(', ');
}

/** Whether any combination has a volume, tome, part or material: otherwise there is nothing to choose. */
const hasParts = (options: readonly CopyOption[]) =>
  options.some((o) => o.volume !== null || o.tomo !== null || o.parte !== null || o.material_adicional !== null);

interface CopyOptionFieldsProps {
  choice: CopyChoice;
  /** Label of the library select (e.g. "Library" or "Library that lends it"). */
  libraryLabel: string;
  /** Says how many copies of each combination are on the shelf. */
  showAvailability?: boolean;
  disabled?: boolean;
}

export function CopyOptionFields({ choice, libraryLabel, showAvailability = false, disabled = false }: CopyOptionFieldsProps) {
  const { t } = useLingui();
  const id = useId();
  const partsText = usePartsText();
  const { libraries, library, combinations, chosen } = choice;
  const describe = (o: CopyOption) => {
    const name = partsText(o) || t`The work itself (no volume or part)`;
    const available = o.disponiveis;
    const total = o.total;
    return showAvailability ? `${name} — ${t`${available} of ${total} on the shelf`}` : name;
  };
  const location = chosen?.localizacao;
  return (
    <>
      <div className="field">
        <label htmlFor={`${id}-library`}>{libraryLabel}</label>
        <select
          id={`${id}-library`}
          value={library ?? ''}
          disabled={disabled}
          onChange={(event) => choice.chooseLibrary(event.target.value ? Number(event.target.value) : null)}
        >
          <option value="" disabled>
            {t`Choose a library`}
          </option>
          {libraries.map(([code, name]) => (
            <option key={code} value={code}>
              {name}
            </option>
          ))}
        </select>
      </div>
      {library !== null && (hasParts(combinations) || combinations.length > 1) && (
        <div className="field">
          <label htmlFor={`${id}-copy`}>{t({ message: 'Volume, tome, part and material', comment: 'Label of the select of a title\'s volume/tome/part/additional-material combinations' })}</label>
          <select
            id={`${id}-copy`}
            value={chosen ? keyOf(chosen) : ''}
            disabled={disabled}
            onChange={(event) => choice.chooseCombination(event.target.value || null)}
          >
            <option value="" disabled>
              {t`Choose one`}
            </option>
            {combinations.map((o) => (
              <option key={keyOf(o)} value={keyOf(o)}>
                {describe(o)}
              </option>
            ))}
          </select>
        </div>
      )}
      {chosen && (
        <p className="copy-choice-summary">
          {!hasParts(combinations) && showAvailability && <>{describe(chosen)}. </>}
          {location && t`Location: ${location}`}
        </p>
      )}
    </>
  );
}
