// What other features use of home: its query keys (the staff workspace refreshes the opening hours after a change).
export { homeKeys } from './queries';
export { WEEK_FROM_MONDAY, weekdayName } from './weekdays';
