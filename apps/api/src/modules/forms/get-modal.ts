import { type ModalContent, modalSizes, modalTemplates } from '@shop/contracts';
import { notFound } from '../../lib/app-error.ts';
import type { AreaCtx } from '../../lib/context.ts';
import { findContentPageWithTemplate } from '../content/index.ts';

/**
 * Modal/GetModalRequest (ADR 53): a modal is a content page whose template is a modal template, found by its
 * page id (the same key in every language) in the area and language asked. Any other page is not a modal.
 */
export async function getModal(ctx: AreaCtx, key: string): Promise<ModalContent> {
  const { areaId, languageCode } = ctx.area;
  const page = await findContentPageWithTemplate(ctx, areaId, languageCode, key, Object.keys(modalTemplates));
  const size = page ? modalTemplates[page.template] : undefined;
  if (!page || !size) throw notFound(`No modal ${key} in this area and language`, 'modal-not-found');
  return { key, title: page.title, size, width: modalSizes[size], blocks: page.blocks, url: page.url };
}
