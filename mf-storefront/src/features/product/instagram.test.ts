import { instagramEmbedUrl, parseInstagramVideo } from './instagram.ts';

describe('Instagram video URLs', () => {
  it('turns a post URL into its embed URL', () => {
    expect(instagramEmbedUrl('https://www.instagram.com/p/CxYz123_-a/')).toBe(
      'https://www.instagram.com/p/CxYz123_-a/embed',
    );
    expect(instagramEmbedUrl('https://instagram.com/p/ABC?igsh=xyz')).toBe(
      'https://www.instagram.com/p/ABC/embed',
    );
  });

  it('keeps reels as reels and turns IGTV links into post embeds', () => {
    expect(instagramEmbedUrl('https://www.instagram.com/reel/REEL1/')).toBe(
      'https://www.instagram.com/reel/REEL1/embed',
    );
    expect(instagramEmbedUrl('https://www.instagram.com/tv/TV1/')).toBe(
      'https://www.instagram.com/p/TV1/embed',
    );
  });

  it('accepts profile-prefixed links', () => {
    expect(instagramEmbedUrl('https://www.instagram.com/laboratorio/p/POST9/')).toBe(
      'https://www.instagram.com/p/POST9/embed',
    );
  });

  it('recognises stories and highlights, which cannot be embedded', () => {
    expect(parseInstagramVideo('https://www.instagram.com/stories/laboratorio/3141592653/')).toMatchObject({
      kind: 'story',
    });
    expect(parseInstagramVideo('https://www.instagram.com/stories/highlights/17890000000/')).toMatchObject({
      kind: 'story',
    });
    expect(parseInstagramVideo('https://www.instagram.com/s/aGlnaGxpZ2h0OjE3ODk=')).toMatchObject({
      kind: 'story',
    });
    expect(instagramEmbedUrl('https://www.instagram.com/stories/laboratorio/1/')).toBeNull();
  });

  it('rejects other hosts and malformed URLs', () => {
    expect(parseInstagramVideo('https://evil.example/p/ABC/').kind).toBe('invalid');
    expect(parseInstagramVideo('not a url').kind).toBe('invalid');
    expect(parseInstagramVideo(null).kind).toBe('invalid');
  });
});
