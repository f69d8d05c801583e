import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { downloadFile } from '../../../../components/download-file';
import { useNetworkGate } from '../../../../components/offline-notice';
import { notify } from '../../../../lib/notices';
import { exportFile, type ExportFormat } from '../queries';
import { BASKET_FORMATS } from '../formats';

/** Downloads the basket in a chosen format, or copies its ABNT reference list. */
export function BasketExport({ codes }: { codes: number[] }) {
  const { t, i18n } = useLingui();
  const [format, setFormat] = useState<ExportFormat>('referencia');
  const network = useNetworkGate();
  const download = useMutation({
    mutationFn: (chosen: ExportFormat) => exportFile(chosen, codes),
    onSuccess: (file, chosen) => {
      const fallback = BASKET_FORMATS.find((entry) => entry.format === chosen)?.fallbackName ?? 'cesta';
      downloadFile(file, fallback);
      notify('success', t`The file was downloaded.`);
    },
  });
  const copy = useMutation({
    mutationFn: () => exportFile('referencia', codes),
  });
  const copyReferences = async () => {
    if (network.offline) return;
    let exportFailed = false;
    const list = copy.mutateAsync().then(
      (file) => file.conteudo ?? '',
      (error: unknown) => {
        exportFailed = true;
        throw error;
      },
    );
    try {
      // Handing the clipboard a promise keeps the click's permission while the server answers.
      if (typeof ClipboardItem !== 'undefined' && navigator.clipboard.write) {
        const blob = list.then((text) => new Blob([text], { type: 'text/plain' }));
        await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
      } else {
        await navigator.clipboard.writeText(await list);
      }
      notify('success', t`The ABNT reference list was copied to the clipboard.`);
    } catch {
      // A failed export was already reported by the mutation cache.
      if (!exportFailed) notify('error', t`The browser did not allow copying to the clipboard.`);
    }
  };
  return (
    <section aria-labelledby="basket-export-heading" className="basket-panel">
      <h2 id="basket-export-heading">{t`Export`}</h2>
      <form
        className="inline-field"
        onSubmit={(event) => {
          event.preventDefault();
          if (!network.offline) download.mutate(format);
        }}
      >
        <label className="inline-field">
          {t`Format`}
          <select value={format} onChange={(event) => setFormat(event.target.value as ExportFormat)}>
            {BASKET_FORMATS.map((entry) => (
              <option key={entry.format} value={entry.format}>
                {i18n._(entry.label)}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="button" disabled={download.isPending} {...network.controlProps}>
          <Trans>Download</Trans>
        </button>
        <button type="button" className="button button-secondary" disabled={copy.isPending} onClick={() => void copyReferences()} {...network.controlProps}>
          <Trans>Copy references</Trans>
        </button>
        {network.hint}
      </form>
    </section>
  );
}
