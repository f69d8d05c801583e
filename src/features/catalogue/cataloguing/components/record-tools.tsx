// Replace the title's record from a MARC file of one record, and set its cover from an image.
import { Trans, useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useId, useState, type FormEvent, type ReactNode } from 'react';
import type { Outcome } from '../../../../api/outcome';
import type { ApiError } from '../../../../api/errors';
import { useNetworkGate } from '../../../../components/offline-notice';
import { staffCatalogueActions } from '../queries';
import { ActionAnswer } from './action-answer';
import { useFieldChecks } from '../../../../components/field-checks';

export function RecordTools({ titleId }: { titleId: number }) {
  const { t } = useLingui();
  const queryClient = useQueryClient();
  return (
    <div className="desk-grid">
      <UploadForm
        title={t`Replace the record from a MARC file`}
        label={t`MARC file of one record (.mrc or MARCXML)`}
        accept=".mrc,.marc,.xml,application/marc,application/marcxml+xml,text/xml"
        maxBytes={512 * 1024}
        tooBig={t`The file is larger than 512 KB.`}
        submitLabel={<Trans>Replace the record</Trans>}
        act={(file) => staffCatalogueActions.replaceRecord(queryClient, titleId, file)}
        done={<Trans>Record replaced. The title keeps its copies, loans and holds.</Trans>}
      />
      <UploadForm
        title={t`Set the cover`}
        label={t`Cover image (JPEG, PNG or WebP, up to 1 MB)`}
        accept="image/jpeg,image/png,image/webp"
        maxBytes={1024 * 1024}
        tooBig={t`The cover image is larger than 1 MB.`}
        submitLabel={<Trans>Set the cover</Trans>}
        act={(file) => staffCatalogueActions.setCover(queryClient, titleId, file)}
        done={<Trans>Cover saved.</Trans>}
      />
    </div>
  );
}

interface UploadFormProps {
  title: string;
  label: string;
  accept: string;
  maxBytes: number;
  tooBig: string;
  submitLabel: ReactNode;
  act: (file: File) => Promise<Outcome<unknown>>;
  done: ReactNode;
}

function UploadForm({ title, label, accept, maxBytes, tooBig, submitLabel, act, done }: UploadFormProps) {
  const { t } = useLingui();
  const id = useId();
  const network = useNetworkGate();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ ok?: true; error?: ApiError } | null>(null);
  const upload = useMutation({
    mutationFn: (chosen: File) => act(chosen),
    onSuccess: (result) => setAnswer(result.ok ? { ok: true } : { error: result.error }),
  });

  const checkFields = useFieldChecks();

  function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (!checkFields(event.currentTarget)) return;
    if (network.offline || upload.isPending) return;
    const why = !file ? t`Choose a file.` : file.size > maxBytes ? tooBig : null;
    setProblem(why);
    if (why || !file) return;
    setAnswer(null);
    upload.mutate(file);
  }

  return (
    <section aria-labelledby={`${id}-title`} className="desk-card">
      <h3 id={`${id}-title`}>{title}</h3>
      <form onSubmit={submit} noValidate>
        <div className="field">
          <label htmlFor={`${id}-file`}>{label}</label>
          <input id={`${id}-file`} required type="file" accept={accept} onChange={(event) => setFile(event.target.files?.[0] ?? null)} />
        </div>
        <div className="button-row">
          <button type="submit" className="button" disabled={upload.isPending} {...network.controlProps}>
            {submitLabel}
          </button>
          {network.hint}
        </div>
      </form>
      {problem && (
        <p className="field-error" role="alert">
          {problem}
        </p>
      )}
      <ActionAnswer error={answer?.error}>{answer?.ok && done}</ActionAnswer>
    </section>
  );
}
