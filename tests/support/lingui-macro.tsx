// Unit tests run without Lingui's macro transform (vitest.config.ts has no Babel): this
// stands in for '@lingui/react/macro' and '@lingui/core/macro' so that components render
// their English source text. Use it with
//   vi.mock('@lingui/react/macro', () => import('<path>/tests/support/lingui-macro'));
//   vi.mock('@lingui/core/macro', () => import('<path>/tests/support/lingui-macro'));
import { i18n } from '@lingui/core';
import type { ReactNode } from 'react';

type Descriptor = { id?: string; message?: string; comment?: string };

function text(first: TemplateStringsArray | Descriptor | string, values: unknown[]): string {
  if (typeof first === 'string') return first;
  if (Array.isArray(first)) return (first as TemplateStringsArray).reduce((out, part, i) => out + part + (i < values.length ? String(values[i]) : ''), '');
  return (first as Descriptor).message ?? (first as Descriptor).id ?? '';
}

export function msg(first: TemplateStringsArray | Descriptor, ...values: unknown[]): Descriptor {
  if (Array.isArray(first)) {
    const message = text(first, values);
    return { id: message, message };
  }
  const descriptor = first as Descriptor;
  return { id: descriptor.id ?? descriptor.message, message: descriptor.message };
}

export const defineMessage = msg;

export function t(first: TemplateStringsArray | Descriptor, ...values: unknown[]): string {
  return text(first, values);
}

export function useLingui() {
  return { i18n, _: i18n._.bind(i18n), t };
}

export function Trans({ children }: { children?: ReactNode; comment?: string; id?: string }) {
  return <>{children}</>;
}

export function Plural({ value, one, other, _0 }: { value: number; one?: string; other: string; _0?: string }) {
  const form = value === 0 && _0 !== undefined ? _0 : value === 1 && one !== undefined ? one : other;
  return <>{form.replace('#', String(value))}</>;
}

/** Activates English with no catalog: descriptors show their source message. */
export function activateSourceLanguage(): void {
  if (i18n.locale !== 'en') i18n.loadAndActivate({ locale: 'en', messages: {} });
}
