/** What others use of the interest profile: the jobs' matching and digest, the privacy export's rows. */
export { matchNewTitles, recordDigests, insertMatches } from './matching';
export { exportOf as interestExportOf } from './service';
