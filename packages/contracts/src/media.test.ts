import { describe, expect, it } from 'vitest';
import { ResizedImageParams, SingleColorParams } from './media.ts';
import { singleColorHex, singleColorPath } from './single-color.ts';

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

  it('accept fit only: the storefront asks for no other mode', () => {
    const params = { width: '800', height: '800', gravity: 'sm', b64Path: 'cHJvZHVjdHMvYS5qcGc.webp' };
    expect(ResizedImageParams.safeParse({ ...params, resize: 'fit' }).success).toBe(true);
    for (const resize of ['fill', 'crop']) {
      const refused = ResizedImageParams.safeParse({ ...params, resize });
      expect(
        refused.error?.issues.map((issue) => issue.path[0]),
        resize,
      ).toEqual(['resize']);
    }
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
