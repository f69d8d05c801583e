// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { CheckboxField, FormAnswer, FormField } from './form-field';

afterEach(cleanup);

describe('the staff forms\' rows', () => {
  it('ties the label to its control, and hint and error to it by aria-describedby', () => {
    render(<>
      <FormField label="Address" hint="For example https://x" error="Not an address">{(c) => <input {...c} />}</FormField>
      <FormField label="Name">{(c) => <input {...c} />}</FormField>
      <FormField label="Format" hint="Pick one">{(c) => <select {...c}><option>a</option></select>}</FormField>
    </>);
    const address = screen.getByLabelText('Address');
    expect(address.getAttribute('aria-invalid')).toBe('true');
    const described = address.getAttribute('aria-describedby')!.split(' ').map((id) => document.getElementById(id)!.textContent);
    expect(described).toEqual(['For example https://x', 'Not an address']);
    const name = screen.getByLabelText('Name');
    expect(name.hasAttribute('aria-describedby')).toBe(false);
    expect(name.hasAttribute('aria-invalid')).toBe(false);
    expect(name.id).not.toBe(address.id);
    expect(document.getElementById(screen.getByLabelText('Format').getAttribute('aria-describedby')!)!.textContent).toBe('Pick one');
    expect(address.closest('.field')).not.toBeNull();
  });

  it('puts a checkbox beside its label and reports the new state', () => {
    const seen: boolean[] = [];
    render(<CheckboxField label="Shown to patrons" checked={false} onChange={(on) => seen.push(on)} />);
    const box = screen.getByLabelText('Shown to patrons');
    expect(box.closest('.field.field-checkbox')).not.toBeNull();
    fireEvent.click(box);
    expect(seen).toEqual([true]);
  });

  it('announces an error at once and a confirmation politely, nothing when neither', () => {
    const { rerender, container } = render(<FormAnswer error={null} ok={null} />);
    expect(container.textContent).toBe('');
    rerender(<FormAnswer error="Enter the login." />);
    expect(screen.getByRole('alert').textContent).toBe('Enter the login.');
    rerender(<FormAnswer ok="Saved." />);
    expect(screen.getByRole('status').textContent).toBe('Saved.');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
