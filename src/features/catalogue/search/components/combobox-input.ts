/**
 * What the search box's input says about itself, the same before its completions' code has
 * come (search-box.tsx's plain box) and after (search-combobox.tsx): the swap must not change
 * the field a screen reader or a form sees. Its own module, so the plain box stays light.
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
