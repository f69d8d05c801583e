/** The scheduled jobs (circulation, the interest-profile digest), for the process that polls them (main.ts) and `npm run desk -- jobs`. */
export { runDueJobs, startJobs, type JobName, type JobRun } from './scheduler';
