/** A file the server produced (e.g. an export), as the contract's ExportResult gives it. */
export interface FileContent {
  nome_arquivo: string | null;
  tipo_conteudo: string | null;
  conteudo: string | null;
}

/** Hands a file (a PDF the server made, an .ics written here…) to the browser's downloads. */
export function saveBlob(blob: Blob, name: string): void {
  const url = URL.createObjectURL(blob);
  const anchor = document.createElement('a');
  anchor.href = url;
  anchor.download = name;
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  // Revoked later: some browsers read the blob only after click() returns.
  setTimeout(() => URL.revokeObjectURL(url), 60_000);
}

/** Hands a server-made file given as text (ExportResult) to the browser's downloads. */
export function downloadFile(file: FileContent, fallbackName: string): void {
  saveBlob(new Blob([file.conteudo ?? ''], { type: file.tipo_conteudo ?? 'application/octet-stream' }), file.nome_arquivo || fallbackName);
}
