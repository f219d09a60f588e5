// How long the forms' submissions are kept: the one place that says it. The function stamps each new
// row with its deletion date from here (delete_after), the privacy notice under the forms states it
// in three languages, and a daily job deletes what is past its date (pg_cron hosted; the local backend
// at start-up and once a day).

export const SUBMISSION_RETENTION_MONTHS = 12;

/** When a submission stored at `at` is deleted. */
export function deleteAfter(at: Date, months: number = SUBMISSION_RETENTION_MONTHS): Date {
  const date = new Date(at);
  date.setUTCMonth(date.getUTCMonth() + months);
  return date;
}
