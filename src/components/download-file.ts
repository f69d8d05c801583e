/** A file the server produced (e.g. an export), as the contract's ExportResult gives it. */
export interface FileContent {
  nome_arquivo: string | null;
  tipo_conteudo: string | null;
  conteudo: string | null;
}

/** Hands a server-made file to the browser's downloads. */
export function downloadFile(file: FileContent, fallbackName: string): void {
  const blob = new Blob([file.conteudo ?? ''], { type: file.tipo_conteudo ?? 'application/octet-stream' });
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = file.nome_arquivo || fallbackName;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later: some browsers read the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}
