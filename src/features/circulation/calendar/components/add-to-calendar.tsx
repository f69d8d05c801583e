import { Trans, useLingui } from '@lingui/react/macro';
import { calendar } from '../../../../../openapi/ics';
import { saveBlob } from '../../../../components/download-file';

interface AddToCalendarProps {
  /** Stable per loan, the same as the feed's, so a calendar holding both shows one event. */
  uid: string;
  /** YYYY-MM-DD */
  date: string;
  title: string;
  library: string;
  fileName: string;
}

/** One tap: a one-event .ics file of the due date, which phones open in their calendar app. Works offline. */
export function AddToCalendar({ uid, date, title, library, fileName }: AddToCalendarProps) {
  const { t } = useLingui();
  const download = () => {
    const text = calendar([{
      uid, date, location: library, remindDaysBefore: 1,
      summary: t`Return: ${title}`,
      description: t`Last day to return or renew the loan (${library}).`,
    }]);
    saveBlob(new Blob([text], { type: 'text/calendar;charset=utf-8' }), fileName);
  };
  return (
    <button type="button" className="button button-secondary add-to-calendar" onClick={download}>
      <Trans>Add to calendar</Trans><span className="visually-hidden">: {title}</span>
    </button>
  );
}
