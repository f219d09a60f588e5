// The editor's media API (editor/server/media-upload.ts), as its page (editor/app/media/) uses it.
// The same checks as every other request: loopback, the x-site-editor header and this editor's Origin.

/** GET {API}/media: the files of pages-data/media/ the build serves. */
export interface MediaListResponse {
  files: MediaSummary[];
}

export interface MediaSummary {
  /** The file name that documents use ("group-photo.jpg"). */
  name: string;
  kind: 'image' | 'file';
  bytes: number;
}

/**
 * POST {API}/media?name=<the file's own name>[&replace=<name>]: the body is the file itself, with its
 * type as Content-Type. The server names it safely (mediaNameFrom), checks type, contents and size,
 * and writes it into pages-data/media/. 200: written, or the very same file was already there.
 * 409: another file already has that name; sent again with replace=<that name>, it is replaced.
 */
export interface MediaUploadResponse extends MediaSummary {
  /** The same bytes were already there under this name: nothing was written. */
  unchanged?: true;
}

export interface MediaConflictResponse {
  message: string;
  /** The name that is taken, to send back as replace=… when the owner chooses to replace it. */
  name: string;
  /** A free name to keep both ("group-photo-2.jpg"). */
  suggestion: string;
}
