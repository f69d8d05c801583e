import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../../components/download-file';
import { exportFile, type ExportFormat } from '../../../patrons/basket';

export interface ExportChoice {
  format: ExportFormat;
  label: string;
  /** Used when the server does not name the file. */
  fileName: string;
}

/** Buttons that download this one title in the given formats (the basket's export). */
export function ExportButtons({ codAcervo, choices }: { codAcervo: number; choices: ExportChoice[] }) {
  const { t } = useLingui();
  const download = useMutation({
    mutationFn: (choice: ExportChoice) => exportFile(choice.format, [codAcervo]),
    onSuccess: (file, choice) => downloadFile(file, choice.fileName),
  });
  return (
    <div className="button-row" role="group" aria-label={t`Download`}>
      {choices.map((choice) => (
        <button
          key={choice.format}
          type="button"
          className="button button-secondary"
          disabled={download.isPending}
          onClick={() => download.mutate(choice)}
        >
          {choice.label}
        </button>
      ))}
    </div>
  );
}
