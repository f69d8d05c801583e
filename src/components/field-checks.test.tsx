// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { FormEvent } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useFieldChecks } from './field-checks';

// Unit tests run without Lingui's macro transform: the macros give their source text.
vi.mock('@lingui/react/macro', () => ({
  useLingui: () => ({ t: (strings: TemplateStringsArray, ...values: unknown[]) => String.raw({ raw: strings }, ...values) }),
}));

afterEach(cleanup);

function Form({ onValid, extra }: { onValid: () => void; extra?: (form: HTMLFormElement) => { control: HTMLElement | null; message: string }[] }) {
  const check = useFieldChecks();
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (check(event.currentTarget, extra?.(event.currentTarget))) onValid();
  };
  return (
    <form onSubmit={submit} noValidate aria-label="f">
      <div className="field"><label htmlFor="a">Name</label><input id="a" name="a" aria-describedby="a-hint" /><p id="a-hint">hint</p></div>
      <div className="field"><label htmlFor="b">E-mail</label><input id="b" name="b" type="email" required /></div>
      <div className="field"><label htmlFor="c">Notes</label><textarea id="c" name="c" required /></div>
      <button type="submit">Send</button>
    </form>
  );
}

describe('useFieldChecks', () => {
  it('marks each empty required field beside itself, ties the message to it and focuses the first', () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).not.toHaveBeenCalled();
    const email = screen.getByLabelText('E-mail');
    const notes = screen.getByLabelText('Notes');
    for (const field of [email, notes]) {
      expect(field.getAttribute('aria-invalid')).toBe('true');
      const message = document.getElementById(field.getAttribute('aria-describedby')!)!;
      expect(message.textContent).toBe('Fill in this field.');
      // In the field's own row.
      expect(message.parentElement).toBe(field.parentElement);
    }
    expect(screen.getByLabelText('Name').getAttribute('aria-invalid')).toBeNull();
    expect(document.activeElement).toBe(email);
  });

  it('says what is wrong with a filled field, clears a mark as the field changes, and lets a right form through', () => {
    const onValid = vi.fn();
    render(<Form onValid={onValid} />);
    const email = screen.getByLabelText('E-mail') as HTMLInputElement;
    fireEvent.change(email, { target: { value: 'not-an-address' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(document.getElementById(email.getAttribute('aria-describedby')!)!.textContent).toBe('Enter an e-mail address like name@example.org.');
    fireEvent.input(email, { target: { value: 'ana@example.org' } });
    expect(email.getAttribute('aria-invalid')).toBeNull();
    expect(email.getAttribute('aria-describedby')).toBeNull();
    fireEvent.change(screen.getByLabelText('Notes'), { target: { value: 'x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(onValid).toHaveBeenCalledOnce();
    expect(document.querySelectorAll('.field-error')).toHaveLength(0);
  });

  it("adds the form's own rule to a field, keeping the field's hint in aria-describedby", () => {
    render(<Form onValid={vi.fn()} extra={(form) => [{ control: form.elements.namedItem('a') as HTMLElement, message: 'Not a name.' }]} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    const name = screen.getByLabelText('Name');
    const ids = name.getAttribute('aria-describedby')!.split(' ');
    expect(ids[0]).toBe('a-hint');
    expect(document.getElementById(ids[1])!.textContent).toBe('Not a name.');
    // The page's order: the name comes first, so it takes focus.
    expect(document.activeElement).toBe(name);
  });

  it("gives an empty field the spec's own words when it or its row carries them, and a form's rule outranks the generic words", () => {
    function Spec() {
      const check = useFieldChecks();
      return (
        <form noValidate aria-label="g" onSubmit={(event) => {
          event.preventDefault();
          const form = event.currentTarget;
          check(form, [{ control: form.elements.namedItem('titulo') as HTMLElement, message: 'required field Title not filled' }]);
        }}>
          <div className="field"><label htmlFor="u">User code</label><input id="u" name="u" required data-missing="Enter the user code!" /></div>
          <div className="captcha" data-missing="Check the Captcha!"><input id="r" type="checkbox" required aria-label="I'm not a robot" /></div>
          <div className="field"><label htmlFor="t">Title</label><input id="t" name="titulo" required /></div>
          <button type="submit">Go</button>
        </form>
      );
    }
    render(<Spec />);
    fireEvent.click(screen.getByRole('button', { name: 'Go' }));
    const said = (label: string) => document.getElementById(screen.getByLabelText(label).getAttribute('aria-describedby')!)!.textContent;
    expect(said('User code')).toBe('Enter the user code!');
    expect(said("I'm not a robot")).toBe('Check the Captcha!');
    expect(said('Title')).toBe('required field Title not filled');
  });
});
