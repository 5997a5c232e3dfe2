import { localizePath, type RecoveryMailPreview, type RecoveryMailTemplateBody } from '@shop/contracts';
import type { Ctx } from '../../lib/context.ts';
import { getTranslationsIn } from '../content/index.ts';
import { invitationMinutes } from './company-user-invite.ts';
import { recoveryLinkMinutes } from './password.service.ts';
import { renderPasswordMail } from './password-mail.ts';
import { requireAreaLanguage } from './recovery-mail-templates.ts';

/** Made-up recipients and a link that leads nowhere: a preview must never carry a working token. */
const sample = {
  name: 'Ida Jensen',
  username: 'ida.jensen@example.com',
  inviterName: 'Mette Jensen',
  customerName: 'Lille Kanin ApS',
  token: 'SAMPLE-TOKEN',
};

/**
 * PreviewRecoveryMailTemplate: the mail the texts would send, rendered as the real one is (the same renderer
 * and the area's translations for the button and validity), with sample values; nothing is saved.
 */
export async function previewRecoveryMailTemplate(
  ctx: Ctx,
  body: RecoveryMailTemplateBody,
): Promise<RecoveryMailPreview> {
  await requireAreaLanguage(ctx, body.areaId, body.languageCode);
  const texts = await getTranslationsIn(ctx, body.areaId, body.languageCode);
  const link = new URL(localizePath('recoverPassword', body.languageCode), ctx.config.publicUrl);
  link.searchParams.set('token', sample.token);
  link.searchParams.set('username', sample.username);
  const mail = renderPasswordMail(
    texts,
    body.languageCode,
    {
      purpose: body.template,
      name: sample.name,
      username: sample.username,
      link: link.href,
      validMinutes: body.template === 'reset' ? recoveryLinkMinutes : invitationMinutes,
      inviterName: sample.inviterName,
      customerName: sample.customerName,
    },
    { subject: body.subject, body: body.body },
  );
  return { subject: mail.subject, text: mail.text, html: mail.html ?? '' };
}
