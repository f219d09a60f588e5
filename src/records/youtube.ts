// SPEC section 5: a video opens only from an https YouTube watch URL (www optional) or a youtu.be
// URL, followed by an id of letters, digits, '_' or '-'. The schema's pattern says the same, so a
// document with another address fails validation; this guards the click all the same.
export const YOUTUBE_URL = /^https:\/\/((www\.)?youtube\.com\/watch\?v=|youtu\.be\/)[A-Za-z0-9_-]+$/;

export function isYoutubeUrl(url: string): boolean {
  return YOUTUBE_URL.test(url);
}

/** Opens the video in a new tab, or, for an address outside the rule, logs it and opens nothing. */
export function openVideo(url: string): void {
  if (!isYoutubeUrl(url)) {
    console.error('URL do YouTube inválida:', url);
    return;
  }
  window.open(url, '_blank', 'noopener');
}
