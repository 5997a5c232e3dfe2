import { describe, expect, it } from 'vitest';
import { isAllowedImageSize, ResizedImageParams, SingleColorParams } from './media.ts';
import { singleColorHex, singleColorPath } from './single-color.ts';

describe('isAllowedImageSize', () => {
  it('allows the spec sizes: swatch 20×20, tile 800×800, micro 2000×2000, auto sides', () => {
    for (const [width, height] of [
      [20, 20],
      [800, 800],
      [2000, 2000],
      [400, 0],
      [0, 400],
      [0, 0],
    ]) {
      expect(isAllowedImageSize(width!, height!), `${width}×${height}`).toBe(true);
    }
  });

  it('allows the heights a srcset derives from a listed width and aspect ratio (hero 1920×800, tile 4:5)', () => {
    for (const width of [640, 1024, 1366, 1920]) {
      expect(isAllowedImageSize(width, Math.round(width * (800 / 1920))), `${width}`).toBe(true);
    }
    expect(isAllowedImageSize(400, 500)).toBe(true);
  });

  it('refuses anything else', () => {
    for (const [width, height] of [
      [801, 800],
      [800, 801],
      [2001, 2000],
      [4000, 4000],
      [0, 267],
    ]) {
      expect(isAllowedImageSize(width!, height!), `${width}×${height}`).toBe(false);
    }
  });
});

describe('path parameters', () => {
  it('parse the web address of a resized image and name the field that fails', () => {
    const ok = ResizedImageParams.safeParse({
      resize: 'fit',
      width: '800',
      height: '800',
      gravity: 'sm',
      b64Path: 'cHJvZHVjdHMvYS5qcGc.webp',
    });
    expect(ok.success && ok.data).toMatchObject({ width: 800, height: 800 });
    const bad = ResizedImageParams.safeParse({
      resize: 'fit',
      width: '801',
      height: '800',
      gravity: 'sm',
      b64Path: 'cHJvZHVjdHMvYS5qcGc=',
    });
    expect(bad.success).toBe(false);
    expect(bad.error?.issues.map((issue) => issue.path[0]).sort()).toEqual(['b64Path', 'width']);
  });

  it('normalise a swatch colour to lower-case digits without #', () => {
    expect(SingleColorParams.parse({ hex: '#C8323C' }).hex).toBe('c8323c');
    expect(SingleColorParams.safeParse({ hex: '#c8323' }).success).toBe(false);
  });
});

describe('single-colour swatch addresses', () => {
  it('are built from a catalogue colour and read back to the same colour', () => {
    expect(singleColorPath('#c8323c')).toBe('/images/svg/singlecolor/c8323c');
    expect(singleColorHex(singleColorPath('#C8323C'))).toBe('c8323c');
    expect(singleColorHex('/images/svg/singlecolor/%23FFF')).toBe('fff');
  });

  it('read as no colour for any other image or a malformed colour', () => {
    expect(singleColorHex('/images/fit/40/40/sm/cHJpbnRzL3N0YXJzLmpwZw.webp')).toBeNull();
    expect(singleColorHex('/images/svg/singlecolor/c8323')).toBeNull();
    expect(singleColorHex('/images/svg/singlecolor/c8323c/x')).toBeNull();
    expect(singleColorHex('/images/svg/singlecolor/')).toBeNull();
  });
});
