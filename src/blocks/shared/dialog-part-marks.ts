// How a record dialog whose body is in a part says so (RecordDialog.tsx writes it; the first-load script
// and dialog-part.ts read it): on its body, the part's address, until the body is in place. The page's
// first such dialog carries the line a failed part shows, in a template, for every dialog of the page.
export const DIALOG_PART_ATTRIBUTE = 'data-dialog-part';
export const DIALOG_FAILED_ATTRIBUTE = 'data-dialog-failed';
