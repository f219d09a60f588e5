import type { DownloadRef } from '../generated/schemas.ts';

/** The saved file's name: the key's first hyphen becomes an underscore, then '_<number>.<ext>'. */
export function downloadFileName({ key, number }: DownloadRef, extension: string): string {
  return `${key.replace('-', '_')}_${number}.${extension}`;
}

export function downloadLabel({ key, number }: DownloadRef): string {
  return `${key}-${number}`;
}
