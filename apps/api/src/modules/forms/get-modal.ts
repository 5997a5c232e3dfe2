import { type ModalContent, modalSizes, modalTemplates } from '@shop/contracts';
import { and, eq, inArray } from 'drizzle-orm';
import { notFound } from '../../lib/app-error.ts';
import { type Ctx, requireArea } from '../../lib/context.ts';
import { contentPages } from '../content/index.ts';

/**
 * Modal/GetModalRequest (ADR 53): a modal is a content page whose template is a modal template, found by its
 * page id (the same key in every language) in the area and language asked. Any other page is not a modal.
 */
export async function getModal(ctx: Ctx, key: string): Promise<ModalContent> {
  const { areaId, languageCode } = requireArea(ctx);
  const [page] = await ctx.db
    .select({
      title: contentPages.title,
      template: contentPages.template,
      blocks: contentPages.blocks,
      url: contentPages.url,
    })
    .from(contentPages)
    .where(
      and(
        eq(contentPages.areaId, areaId),
        eq(contentPages.languageCode, languageCode),
        eq(contentPages.pageId, key),
        inArray(contentPages.template, Object.keys(modalTemplates)),
      ),
    )
    .limit(1);
  const size = page ? modalTemplates[page.template] : undefined;
  if (!page || !size) throw notFound(`No modal ${key} in this area and language`, 'modal-not-found');
  return { key, title: page.title, size, width: modalSizes[size], blocks: page.blocks, url: page.url };
}
