import { afterEach, describe, expect, it, vi } from 'vitest';
import { isYoutubeUrl, openVideo } from '../../src/records/youtube.ts';

describe('the video-address rule (SPEC section 5)', () => {
  it.each([
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtube.com/watch?v=dQw4w9WgXcQ',
    'https://youtu.be/dQw4w9WgXcQ',
    'https://youtu.be/a',
    'https://www.youtube.com/watch?v=A_b-9',
  ])('accepts %s', (url) => expect(isYoutubeUrl(url)).toBe(true));

  it.each([
    'http://www.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://m.youtube.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=',
    'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42',
    'https://www.youtube.com/embed/dQw4w9WgXcQ',
    'https://youtu.be/',
    'https://youtu.be/abc def',
    'https://youtu.be.example/abc',
    'https://www.youtube.com.example/watch?v=abc',
    'javascript:alert(1)',
  ])('rejects %s', (url) => expect(isYoutubeUrl(url)).toBe(false));
});

describe('opening a video', () => {
  afterEach(() => vi.restoreAllMocks());

  it('opens a valid address in a new tab, without access to this page', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    openVideo('https://youtu.be/dQw4w9WgXcQ');
    expect(open).toHaveBeenCalledWith('https://youtu.be/dQw4w9WgXcQ', '_blank', 'noopener');
  });

  it('opens nothing for another address and logs it', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    openVideo('https://videos.example/watch?v=1');
    expect(open).not.toHaveBeenCalled();
    expect(error).toHaveBeenCalledWith('URL do YouTube inválida:', 'https://videos.example/watch?v=1');
  });
});
