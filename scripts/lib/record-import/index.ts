// The re-sync engine every import goes through (Lattes, BibTeX, ORCID, the editor's Import): plan
// against the files as they are, report, then write with the editor's format-preserving writer.
export type { IncomingRecord, ParsedSource, SourceProblem } from './types.ts';
export { planImport, type CollectionPlan, type ImportOptions, type ImportPlan, type PlanEntry } from './plan.ts';
export { formatPlan, planChangesFiles } from './report.ts';
export { applyPlan, ImportRefused } from './apply.ts';
export { runImportCli } from './cli.ts';
