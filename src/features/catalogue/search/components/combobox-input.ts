/**
 * What the search box's input says about itself (search-box.tsx draws the one input, before
 * and after its completions' code, search-combobox.tsx, has come). Its own module, so the
 * first screen stays light.
 */
export function comboboxInputProps({ id, name, value, invalid, describedBy }: { id: string; name: string; value: string; invalid: boolean; describedBy?: string }) {
  return {
    id,
    name,
    type: 'search',
    role: 'combobox',
    'aria-autocomplete': 'list',
    'aria-controls': `${id}-completions`,
    'aria-invalid': invalid || undefined,
    'aria-describedby': describedBy,
    autoComplete: 'off',
    maxLength: 2000,
    value,
  } as const;
}
