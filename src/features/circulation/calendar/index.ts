// The calendar feed's public face: the subscription section and the one-loan download.
export { AddToCalendar } from './components/add-to-calendar';
export { CalendarSubscription } from './components/calendar-subscription';
export { calendarKeys, calendarQueries } from './queries';
