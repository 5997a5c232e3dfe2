import { z } from 'zod';

/** The most sizes a remembered curve has (a grid's size run is shorter), its parts' and packs' bounds (ADR 90). */
export const maxCurveSizes = 40;
export const maxCurvePart = 999;
export const maxCurvePacks = 999;

/**
 * A size curve as the grid applies it (issue 33, ADR 90): one whole number per size, smallest size first,
 * joined by dashes ('1-2-2-1'), at least one above 0; and the number of packs it was applied times.
 */
export const SizeCurve = z.object({
  curve: z
    .string()
    .max(maxCurveSizes * 4)
    .refine((text) => /^\d{1,3}(-\d{1,3})*$/.test(text), {
      message: "curve must be whole numbers from 0 to 999 joined by '-', e.g. 1-2-2-1",
    })
    .refine((text) => text.split('-').length <= maxCurveSizes, {
      message: `curve may have at most ${maxCurveSizes} sizes`,
    })
    .refine((text) => text.split('-').some((part) => Number(part) > 0), {
      message: 'curve must have at least one size above 0',
    }),
  packs: z
    .number()
    .int()
    .min(1, 'packs must be at least 1')
    .max(maxCurvePacks, `packs must be at most ${maxCurvePacks}`),
});
export type SizeCurve = z.infer<typeof SizeCurve>;

/** The curve the user applied last, or null before the first. */
export const RememberedSizeCurve = z.object({ sizeCurve: SizeCurve.nullable() });
export type RememberedSizeCurve = z.infer<typeof RememberedSizeCurve>;
