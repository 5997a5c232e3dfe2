import { defineTexts } from '../define-texts.ts';

/**
 * UI texts of a user's personal data (issue 31, ADR 83), in English and Danish (merged in ../ui-texts.ts): the
 * customer center's page (download, ask for deletion), the mails about a request, the back office's deletion
 * requests and the audit log's names of its actions.
 */
export const personalDataTexts = defineTexts({
  en: {
    'personal-data.deleted-user': 'Deleted user',
    'customer-center.nav.personal-data': 'Your personal data',
    'personal-data.title': 'Your personal data',
    'personal-data.intro':
      'You can download the personal data the shop keeps about you, and ask us to delete it. Your company’s orders and invoices are kept for the bookkeeping (5 years under the Danish Bookkeeping Act); your name and e-mail address are removed from them.',
    'personal-data.download.title': 'Download your data',
    'personal-data.download.text':
      'A JSON file, which any text editor or browser opens: your user profile, your log-ins (when each began and ended), the orders you placed (number, date, totals), the proposals sent to you, the changes recorded about you and your deletion requests. Your cookie choice is kept only in your browser.',
    'personal-data.download.button': 'Download my data',
    'personal-data.delete.title': 'Ask for deletion',
    'personal-data.delete.text':
      'We delete your name, e-mail address and log-in, and end your sessions. You can no longer log in afterwards. We answer within 30 days and mail you when it is done.',
    'personal-data.delete.button': 'Ask for deletion',
    'personal-data.delete.reason': 'Reason (optional)',
    'personal-data.delete.reason-hint': 'At most 1,000 characters.',
    'personal-data.delete.confirm':
      'Delete your personal data? Staff carry it out, after which you cannot log in with {email}.',
    'personal-data.delete.confirm-yes': 'Yes, ask for deletion',
    'personal-data.delete.confirm-no': 'Cancel',
    'personal-data.delete.sent': 'We have your request of {date}. A confirmation is on its way to {email}.',
    'personal-data.delete.already-open':
      'You already asked for deletion on {date}; we are handling that request, so there is no need to ask again.',
    'personal-data.delete.rejected':
      'Your request of {date} was not carried out: {reason} You can ask again.',
    'personal-data.delete.failed': 'Your request could not be sent. Try again in a moment.',
    'personal-data.delete.invalid': 'The request was not accepted: {message}',
    'personal-data.status.failed': 'The state of your requests could not be read.',
    'personal-data.impersonating':
      'This page is the customer’s user’s own: a sales person acting for the customer cannot download or delete their data.',
    'personal-data.mail.received.subject': 'We have your request to delete your personal data',
    'personal-data.mail.received.body':
      'We have received your request of {date} to delete your personal data in the Nordlys shop. We carry it out within 30 days, usually sooner, and write to you when it is done.\n\nYour company’s orders and invoices are kept for the bookkeeping (5 years under the Danish Bookkeeping Act); your name and e-mail address are removed from them.',
    'personal-data.mail.done.subject': 'Your personal data has been deleted',
    'personal-data.mail.done.body':
      'As you asked on {date}, we have deleted your personal data in the Nordlys shop: your name, e-mail address and log-in. You can no longer log in.\n\nThis is the last mail we send to this address.',
    'personal-data.mail.rejected.subject': 'About your request to delete your personal data',
    'personal-data.mail.rejected.body':
      'We have not carried out your request of {date} to delete your personal data, for this reason:\n\n{reason}\n\nYou can ask again from your personal data page, or answer this mail.',
    'backoffice.nav.deletion-requests': 'Deletion requests',
    'backoffice.overview.backofficeDeletionRequests':
      'Users who asked for their personal data to be deleted: carry it out or reject it.',
    'backoffice.deletion.title': 'Deletion requests',
    'backoffice.deletion.intro':
      'Requests from customers’ users to delete their personal data, open ones first. Carrying one out erases the user’s name, e-mail address and log-in; their orders and invoices stay for the bookkeeping. Times are Copenhagen time.',
    'backoffice.deletion.filter': 'Show',
    'backoffice.deletion.filter.all': 'All',
    'backoffice.deletion.status.open': 'Open',
    'backoffice.deletion.status.done': 'Carried out',
    'backoffice.deletion.status.rejected': 'Rejected',
    'backoffice.deletion.caption': 'Deletion requests, open ones first',
    'backoffice.deletion.column.requested': 'Requested',
    'backoffice.deletion.column.user': 'User',
    'backoffice.deletion.column.customer': 'Customer',
    'backoffice.deletion.column.status': 'Status',
    'backoffice.deletion.found.one': '{count} request',
    'backoffice.deletion.found.other': '{count} requests',
    'backoffice.deletion.none': 'No requests.',
    'backoffice.deletion.failed': 'The requests could not be read. Try again in a moment.',
    'backoffice.deletion.retry': 'Try again',
    'backoffice.deletion.previous': 'Newer requests',
    'backoffice.deletion.next': 'Older requests',
    'backoffice.deletion.pager': 'Pages of deletion requests',
    'backoffice.deletion.back': 'All deletion requests',
    'backoffice.deletion.detail': 'Deletion request {number}',
    'backoffice.deletion.not-found': 'There is no deletion request {number}.',
    'backoffice.deletion.fact.user': 'User',
    'backoffice.deletion.fact.email': 'E-mail',
    'backoffice.deletion.fact.customer': 'Customer',
    'backoffice.deletion.fact.requested': 'Requested',
    'backoffice.deletion.fact.reason': 'Reason given',
    'backoffice.deletion.fact.no-reason': 'None given',
    'backoffice.deletion.fact.status': 'Status',
    'backoffice.deletion.fact.orders': 'Orders the user placed',
    'backoffice.deletion.fact.decided': 'Decided',
    'backoffice.deletion.decided-by': '{when} by {name}',
    'backoffice.deletion.fact.rejection-reason': 'Reason for the rejection',
    'backoffice.deletion.orders-kept.one':
      '{count} order stays for the bookkeeping; the user’s e-mail is removed from it.',
    'backoffice.deletion.orders-kept.other':
      '{count} orders stay for the bookkeeping; the user’s e-mail is removed from them.',
    'backoffice.deletion.only-all-user':
      '{name} is the only active user of {customer} with the scope All: after the deletion nobody there can manage the users. Invite a new first user from the customer page, or reject the request if the customer must keep this one.',
    'backoffice.deletion.carry-out': 'Carry out the deletion',
    'backoffice.deletion.confirm-carry-out':
      'Delete the personal data of {name} ({email})? The name, e-mail address and log-in are erased and every session ends; a mail to {email} says it is done. This cannot be undone.',
    'backoffice.deletion.confirm-carry-out.yes': 'Yes, delete the personal data',
    'backoffice.deletion.confirm.no': 'Cancel',
    'backoffice.deletion.reject': 'Reject',
    'backoffice.deletion.reject-reason': 'Reason for the rejection',
    'backoffice.deletion.reject-reason-hint':
      'The user reads it in a mail and on their personal data page. At most 1,000 characters.',
    'backoffice.deletion.reject-reason-missing': 'Write why the request is rejected: the user is told.',
    'backoffice.deletion.done': 'The personal data of request {number} has been deleted.',
    'backoffice.deletion.rejected-notice': 'Request {number} has been rejected; the user has been mailed.',
    'backoffice.deletion.already-decided': 'This request has already been decided.',
    'backoffice.deletion.action-failed': 'That did not work: {message}',
    'backoffice.audit.action.personal-data.erase': 'Personal data deleted',
    'backoffice.audit.action.personal-data.export': 'Personal data downloaded',
    'backoffice.audit.action.personal-data.reject-deletion': 'Deletion request rejected',
    'backoffice.audit.action.personal-data.request-deletion': 'Deletion of personal data requested',
  },
  da: {
    'personal-data.deleted-user': 'Slettet bruger',
    'customer-center.nav.personal-data': 'Dine persondata',
    'personal-data.title': 'Dine persondata',
    'personal-data.intro':
      'Du kan hente de persondata, butikken har om dig, og bede os slette dem. Din virksomheds ordrer og fakturaer gemmes til bogføringen (5 år efter bogføringsloven); dit navn og din e-mailadresse fjernes fra dem.',
    'personal-data.download.title': 'Hent dine data',
    'personal-data.download.text':
      'En JSON-fil, som enhver teksteditor eller browser kan åbne: din brugerprofil, dine logins (hvornår hvert begyndte og sluttede), de ordrer, du har afgivet (nummer, dato, beløb), de tilbud, der er sendt til dig, de ændringer, der er registreret om dig, og dine anmodninger om sletning. Dit cookievalg gemmes kun i din browser.',
    'personal-data.download.button': 'Hent mine data',
    'personal-data.delete.title': 'Bed om sletning',
    'personal-data.delete.text':
      'Vi sletter dit navn, din e-mailadresse og dit login og afslutter dine sessioner. Du kan ikke logge ind bagefter. Vi svarer inden for 30 dage og skriver til dig, når det er gjort.',
    'personal-data.delete.button': 'Bed om sletning',
    'personal-data.delete.reason': 'Begrundelse (valgfri)',
    'personal-data.delete.reason-hint': 'Højst 1.000 tegn.',
    'personal-data.delete.confirm':
      'Vil du have dine persondata slettet? Vores medarbejdere udfører det, og derefter kan du ikke logge ind med {email}.',
    'personal-data.delete.confirm-yes': 'Ja, bed om sletning',
    'personal-data.delete.confirm-no': 'Annuller',
    'personal-data.delete.sent':
      'Vi har modtaget din anmodning af {date}. En bekræftelse er sendt til {email}.',
    'personal-data.delete.already-open':
      'Du bad allerede om sletning den {date}; vi behandler den anmodning, så du behøver ikke at spørge igen.',
    'personal-data.delete.rejected': 'Din anmodning af {date} blev ikke udført: {reason} Du kan spørge igen.',
    'personal-data.delete.failed': 'Din anmodning kunne ikke sendes. Prøv igen om lidt.',
    'personal-data.delete.invalid': 'Anmodningen blev ikke modtaget: {message}',
    'personal-data.status.failed': 'Status for dine anmodninger kunne ikke læses.',
    'personal-data.impersonating':
      'Denne side hører til kundens egen bruger: en sælger, der handler for kunden, kan ikke hente eller slette brugerens data.',
    'personal-data.mail.received.subject': 'Vi har modtaget din anmodning om at slette dine persondata',
    'personal-data.mail.received.body':
      'Vi har modtaget din anmodning af {date} om at slette dine persondata i Nordlys-butikken. Vi udfører den inden for 30 dage, som regel før, og skriver til dig, når det er gjort.\n\nDin virksomheds ordrer og fakturaer gemmes til bogføringen (5 år efter bogføringsloven); dit navn og din e-mailadresse fjernes fra dem.',
    'personal-data.mail.done.subject': 'Dine persondata er slettet',
    'personal-data.mail.done.body':
      'Som du bad om den {date}, har vi slettet dine persondata i Nordlys-butikken: dit navn, din e-mailadresse og dit login. Du kan ikke længere logge ind.\n\nDette er den sidste mail, vi sender til denne adresse.',
    'personal-data.mail.rejected.subject': 'Om din anmodning om at slette dine persondata',
    'personal-data.mail.rejected.body':
      'Vi har ikke udført din anmodning af {date} om at slette dine persondata, med denne begrundelse:\n\n{reason}\n\nDu kan spørge igen fra siden med dine persondata eller svare på denne mail.',
    'backoffice.nav.deletion-requests': 'Sletteanmodninger',
    'backoffice.overview.backofficeDeletionRequests':
      'Brugere, der har bedt om at få deres persondata slettet: udfør eller afvis anmodningen.',
    'backoffice.deletion.title': 'Sletteanmodninger',
    'backoffice.deletion.intro':
      'Anmodninger fra kunders brugere om at slette deres persondata, åbne først. Når en udføres, slettes brugerens navn, e-mailadresse og login; ordrer og fakturaer gemmes til bogføringen. Tider er dansk tid.',
    'backoffice.deletion.filter': 'Vis',
    'backoffice.deletion.filter.all': 'Alle',
    'backoffice.deletion.status.open': 'Åben',
    'backoffice.deletion.status.done': 'Udført',
    'backoffice.deletion.status.rejected': 'Afvist',
    'backoffice.deletion.caption': 'Sletteanmodninger, åbne først',
    'backoffice.deletion.column.requested': 'Anmodet',
    'backoffice.deletion.column.user': 'Bruger',
    'backoffice.deletion.column.customer': 'Kunde',
    'backoffice.deletion.column.status': 'Status',
    'backoffice.deletion.found.one': '{count} anmodning',
    'backoffice.deletion.found.other': '{count} anmodninger',
    'backoffice.deletion.none': 'Ingen anmodninger.',
    'backoffice.deletion.failed': 'Anmodningerne kunne ikke læses. Prøv igen om lidt.',
    'backoffice.deletion.retry': 'Prøv igen',
    'backoffice.deletion.previous': 'Nyere anmodninger',
    'backoffice.deletion.next': 'Ældre anmodninger',
    'backoffice.deletion.pager': 'Sider med sletteanmodninger',
    'backoffice.deletion.back': 'Alle sletteanmodninger',
    'backoffice.deletion.detail': 'Sletteanmodning {number}',
    'backoffice.deletion.not-found': 'Der er ingen sletteanmodning {number}.',
    'backoffice.deletion.fact.user': 'Bruger',
    'backoffice.deletion.fact.email': 'E-mail',
    'backoffice.deletion.fact.customer': 'Kunde',
    'backoffice.deletion.fact.requested': 'Anmodet',
    'backoffice.deletion.fact.reason': 'Begrundelse',
    'backoffice.deletion.fact.no-reason': 'Ingen angivet',
    'backoffice.deletion.fact.status': 'Status',
    'backoffice.deletion.fact.orders': 'Ordrer afgivet af brugeren',
    'backoffice.deletion.fact.decided': 'Afgjort',
    'backoffice.deletion.decided-by': '{when} af {name}',
    'backoffice.deletion.fact.rejection-reason': 'Begrundelse for afvisningen',
    'backoffice.deletion.orders-kept.one':
      '{count} ordre gemmes til bogføringen; brugerens e-mail fjernes fra den.',
    'backoffice.deletion.orders-kept.other':
      '{count} ordrer gemmes til bogføringen; brugerens e-mail fjernes fra dem.',
    'backoffice.deletion.only-all-user':
      '{name} er den eneste aktive bruger hos {customer} med rettigheden Alle: efter sletningen kan ingen der administrere brugerne. Inviter en ny første bruger fra kundesiden, eller afvis anmodningen, hvis kunden skal beholde denne.',
    'backoffice.deletion.carry-out': 'Udfør sletningen',
    'backoffice.deletion.confirm-carry-out':
      'Slet persondata for {name} ({email})? Navn, e-mailadresse og login slettes, og alle sessioner afsluttes; en mail til {email} fortæller, at det er gjort. Det kan ikke fortrydes.',
    'backoffice.deletion.confirm-carry-out.yes': 'Ja, slet persondata',
    'backoffice.deletion.confirm.no': 'Annuller',
    'backoffice.deletion.reject': 'Afvis',
    'backoffice.deletion.reject-reason': 'Begrundelse for afvisningen',
    'backoffice.deletion.reject-reason-hint':
      'Brugeren læser den i en mail og på siden med sine persondata. Højst 1.000 tegn.',
    'backoffice.deletion.reject-reason-missing':
      'Skriv, hvorfor anmodningen afvises: brugeren får det at vide.',
    'backoffice.deletion.done': 'Persondata for anmodning {number} er slettet.',
    'backoffice.deletion.rejected-notice': 'Anmodning {number} er afvist; brugeren har fået en mail.',
    'backoffice.deletion.already-decided': 'Denne anmodning er allerede afgjort.',
    'backoffice.deletion.action-failed': 'Det lykkedes ikke: {message}',
    'backoffice.audit.action.personal-data.erase': 'Persondata slettet',
    'backoffice.audit.action.personal-data.export': 'Persondata hentet',
    'backoffice.audit.action.personal-data.reject-deletion': 'Sletteanmodning afvist',
    'backoffice.audit.action.personal-data.request-deletion': 'Sletning af persondata anmodet',
  },
});
