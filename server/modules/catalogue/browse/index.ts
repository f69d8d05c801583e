/** The browse indexes for callers outside the HTTP route (the importer's tests). */
export { browseIndex, type IndexPage, type IndexType } from './index-browse';
