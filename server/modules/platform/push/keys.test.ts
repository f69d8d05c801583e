import { describe, expect, it } from 'vitest';
import { vapidSubject } from './keys';

describe('VAPID subject', () => {
  it('is VAPID_SUBJECT when set', () => {
    expect(vapidSubject('https://biblioteca.example.org', 'Biblioteca <b@example.org>')).toBe('https://biblioteca.example.org');
  });
  it('is otherwise a mailto: of the address in MAIL_FROM', () => {
    expect(vapidSubject(null, 'Biblioteca Central <biblioteca@example.org>')).toBe('mailto:biblioteca@example.org');
    expect(vapidSubject(null, 'biblioteca@example.org')).toBe('mailto:biblioteca@example.org');
  });
});
