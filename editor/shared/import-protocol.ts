// The editor's import API: POST import?name=<file name>[&apply=1] with the file's bytes as the body.
// Without apply the server only plans it; with apply it plans again and writes it.

export interface ImportResponse {
  /** The same report `npm run import:*` prints. */
  report: string;
  /** Whether applying would change a file. */
  changes: boolean;
  /** Whether the import can be written (no record would be invalid). */
  writable: boolean;
  /** After apply: the files written, relative to the project. */
  written?: string[];
}
