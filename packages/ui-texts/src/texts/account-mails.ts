import { defineTexts } from '../define-texts.ts';

/**
 * UI texts of account e-mails: password recovery and company-user invitations, in English and Danish (merged
 * in ../ui-texts.ts). Counted texts have one key per plural category (`.one`, `.other`); the mail picks
 * the category with Intl.PluralRules of the language (modules/user/password-mail.ts).
 */
export const accountMailTexts = defineTexts({
  en: {
    'account-mail.greeting': 'Hello {name},',
    'account-mail.reset.subject': 'Reset your password',
    'account-mail.reset.intro':
      'We received a request to reset the password of your account {username}. If it was you, choose a new password here:',
    'account-mail.reset.action': 'Choose a new password',
    'account-mail.reset.ignore':
      'If you did not ask for this, you can ignore this e-mail: your password stays as it is.',
    'account-mail.invite.subject': 'Your account at Nordlys',
    'account-mail.invite.intro':
      '{inviter} has created an account for you ({username}) for {customer}. Choose your password here:',
    'account-mail.invite.action': 'Choose your password',
    'account-mail.invite.ignore': 'If you did not expect this invitation, you can ignore this e-mail.',
    'account-mail.valid-minutes.one': 'The link works once, for {count} minute.',
    'account-mail.valid-minutes.other': 'The link works once, for {count} minutes.',
    'account-mail.valid-hours.one': 'The link works once, for {count} hour.',
    'account-mail.valid-hours.other': 'The link works once, for {count} hours.',
    'account-mail.link-fallback': 'If the button does not work, copy this address into your browser:',
    'account-mail.signature': 'Kind regards\nNordlys',
  },
  da: {
    'account-mail.greeting': 'Hej {name}',
    'account-mail.reset.subject': 'Nulstil din adgangskode',
    'account-mail.reset.intro':
      'Vi har fået en anmodning om at nulstille adgangskoden til din konto {username}. Hvis det var dig, kan du vælge en ny adgangskode her:',
    'account-mail.reset.action': 'Vælg en ny adgangskode',
    'account-mail.reset.ignore':
      'Hvis du ikke har bedt om det, kan du se bort fra denne e-mail: din adgangskode forbliver den samme.',
    'account-mail.invite.subject': 'Din konto hos Nordlys',
    'account-mail.invite.intro':
      '{inviter} har oprettet en konto til dig ({username}) hos {customer}. Vælg din adgangskode her:',
    'account-mail.invite.action': 'Vælg din adgangskode',
    'account-mail.invite.ignore': 'Hvis du ikke ventede denne invitation, kan du se bort fra denne e-mail.',
    'account-mail.valid-minutes.one': 'Linket virker én gang, i {count} minut.',
    'account-mail.valid-minutes.other': 'Linket virker én gang, i {count} minutter.',
    'account-mail.valid-hours.one': 'Linket virker én gang, i {count} time.',
    'account-mail.valid-hours.other': 'Linket virker én gang, i {count} timer.',
    'account-mail.link-fallback': 'Hvis knappen ikke virker, så kopiér denne adresse ind i din browser:',
    'account-mail.signature': 'Venlig hilsen\nNordlys',
  },
});
