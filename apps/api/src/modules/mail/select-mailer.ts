import { logMailer } from './log-mailer.ts';
import type { MailConfig, Mailer } from './mailer.ts';
import { createSmtpMailer } from './smtp-mailer.ts';

const smtpMailers = new WeakMap<MailConfig, Mailer>();

/** The transport the configuration names: SMTP when `smtpUrl` is set, else the log (outbox only). */
export function selectMailer(config: MailConfig): Mailer {
  if (config.smtpUrl === null) return logMailer;
  let mailer = smtpMailers.get(config);
  if (!mailer) {
    mailer = createSmtpMailer(config.smtpUrl, config.from);
    smtpMailers.set(config, mailer);
  }
  return mailer;
}
