import { useLingui } from '@lingui/react/macro';

interface UrlNoticeProps<K extends string> {
  /** Keys of the address whose value was not understood. */
  ignored: readonly K[];
  /** The reader's name for a key; without it the notice does not name them. */
  label?: (key: K) => string;
}

/** Says that parts of the address were not understood: they were ignored, and the page still works. */
export function UrlNotice<K extends string>({ ignored, label }: UrlNoticeProps<K>) {
  const { t } = useLingui();
  if (ignored.length === 0) return null;
  const list = label ? [...new Set(ignored)].map(label).join(', ') : '';
  return (
    <p className="url-notice" role="status">
      {list ? t`Part of this address could not be understood and was ignored: ${list}.` : t`Part of this address could not be understood and was ignored.`}
    </p>
  );
}
