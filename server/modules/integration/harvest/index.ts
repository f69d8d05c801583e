/** The OAI-PMH harvester of the network catalogue: what the jobs, the CLI, the seed and the network module use. */
export { harvestPartner, HarvestBusyError, type HarvestEvent, type HarvestTotals, type MetadataPrefix } from './harvest';
export { harvestDuePartners, httpOptions, oaiInstitutions, summaryLine } from './partners';
export { generatedRepository, recordedRepository, replayFetch, serveReplay, type ReplayServer } from './replay';
export { harvestCommand, harvestRenderer, parseHarvestArgs, HARVEST_USAGE, type HarvestRequest } from './command';
