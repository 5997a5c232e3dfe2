import { type StoredFormBlock, StoredFormBlock as StoredFormBlockSchema } from '@shop/contracts';
import { notFound } from '../../lib/app-error.ts';
import type { AreaScope, Ctx } from '../../lib/context.ts';
import { pagesContainingBlocks } from '../content/index.ts';

/**
 * The form a key names in an area and language: the first `form` block with that key on the area's content
 * pages in that language (ADR 53). A block that does not hold a valid definition counts as no form (content
 * edited by hand must not turn into a 500 for visitors). 404 form-not-found otherwise.
 */
export async function findForm(ctx: Ctx, area: AreaScope, formKey: string): Promise<StoredFormBlock> {
  const probe = [{ type: 'form', formKey }];
  const pages = await pagesContainingBlocks(ctx, area.areaId, area.languageCode, probe, 5);
  for (const page of pages) {
    for (const block of page.blocks as unknown[]) {
      const parsed = StoredFormBlockSchema.safeParse(block);
      if (parsed.success && parsed.data.formKey === formKey) return parsed.data;
      if (!parsed.success && (block as { formKey?: unknown }).formKey === formKey) {
        ctx.log.warn({ pageId: page.id, formKey }, 'a form block of this page does not hold a valid form');
      }
    }
  }
  throw notFound(`No form ${formKey} in this area and language`, 'form-not-found');
}
