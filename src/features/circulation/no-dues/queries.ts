// The no-debts certificate (spec §1 Clearance statement, §4): whether the patron may have
// it and what blocks it, issuing it (which separates the patron from the library), its
// PDF and mailing it; and, for anyone, checking a certificate's code.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { api } from '../../../api/client';
import { unwrap } from '../../../api/errors';
import type { NoDuesCertificate } from '../../../api/types';
import { saveBlob } from '../../../components/download-file';

export const noDuesKeys = {
  all: () => ['no-dues'] as const,
  check: () => [...noDuesKeys.all(), 'check'] as const,
  verify: (code: string) => [...noDuesKeys.all(), 'verify', code] as const,
};

export const noDuesQueries = {
  check: () =>
    queryOptions({
      queryKey: noDuesKeys.check(),
      queryFn: ({ signal }) => unwrap(api.GET('/unidade-informacao/nada-consta/verifica', { signal })),
      staleTime: 0,
    }),
  /** Anyone's check of a code: not kept offline (it is about someone else). */
  verify: (code: string) =>
    queryOptions({
      queryKey: noDuesKeys.verify(code),
      queryFn: ({ signal }) => unwrap(api.GET('/nada-consta/verificar/{codigo}', { params: { path: { codigo: code } }, signal })),
      meta: { persist: false },
      staleTime: 60_000,
    }),
};

/** Issues the certificate (the patron confirmed the separation first). */
export async function issueCertificate(queryClient: QueryClient): Promise<NoDuesCertificate> {
  try {
    return await unwrap(api.POST('/unidade-informacao/nada-consta', { body: { confirmar: true } }));
  } finally {
    // Separated now (or told what still blocks it): every view of the account refetches.
    await queryClient.invalidateQueries({ queryKey: noDuesKeys.all() });
  }
}

export async function downloadCertificate(certificate: NoDuesCertificate): Promise<void> {
  const blob = await unwrap(api.GET('/unidade-informacao/nada-consta/pdf', { parseAs: 'blob' }));
  saveBlob(blob as Blob, `nada-consta-${certificate.numero}.pdf`);
}

export async function mailCertificate(destinatarios: string): Promise<void> {
  await unwrap(api.POST('/nada-consta/send-mail', { body: { destinatarios } }));
}

/** Spec-style recipient list check before sending: "a@x; b@y", at most 5 (the server checks again). */
export function recipientProblem(list: string): 'missing' | 'too-many' | { invalid: string } | null {
  const addresses = list.split(';').map((a) => a.trim()).filter(Boolean);
  if (addresses.length === 0) return 'missing';
  if (addresses.length > 5) return 'too-many';
  const bad = addresses.find((a) => !/^[^\s@;]+@[^\s@;]+\.[^\s@;]+$/.test(a));
  return bad === undefined ? null : { invalid: bad };
}

/** A code as printed (letters, digits, hyphens), or null when it cannot be one. */
export function normalizeCode(text: string): string | null {
  const code = text.trim().toUpperCase();
  return /^[A-Z0-9-]{4,24}$/.test(code) ? code : null;
}
