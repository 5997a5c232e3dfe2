import { defineTexts } from '../define-texts.ts';

/**
 * UI texts of orders sent for approval (ADR 81), in English and Danish (merged in ../ui-texts.ts): the
 * checkout's "Send for approval", the receipt, the customer center's approval panel, and the mails to the
 * colleagues who may approve and to the colleague who asked.
 */
export const orderApprovalTexts = defineTexts({
  en: {
    'checkout.approval.submit': 'Send for approval',
    'checkout.approval.note':
      'The order is sent for approval: your colleagues with the permission scope Release or All get a mail and approve it, then it is placed on account.',
    'receipt.approval.title': 'Sent for approval',
    'receipt.approval.intro':
      'Your colleagues with the permission scope Release or All have been asked to approve it. You get a mail when they have decided.',
    'customer-center.approval.title': 'Approval',
    'customer-center.approval.waiting': 'Awaiting approval',
    'customer-center.approval.requested': 'Sent for approval by {name} on {date}.',
    'customer-center.approval.approved': 'Approved by {name} on {date}.',
    'customer-center.approval.rejected': 'Rejected by {name} on {date}.',
    'customer-center.approval.someone': 'a former colleague',
    'customer-center.approval.may-decide':
      'Approving places the order on account for your company; rejecting means it is not placed.',
    'customer-center.approval.ask-colleague':
      'A colleague with the permission scope Release or All approves or rejects it.',
    'customer-center.approval.approve': 'Approve',
    'customer-center.approval.reject': 'Reject',
    'customer-center.approval.confirm-reject':
      'Reject order {id}? It will not be placed, and this cannot be undone.',
    'customer-center.approval.confirm-reject.yes': 'Yes, reject',
    'customer-center.approval.confirm-reject.no': 'No, keep it waiting',
    'customer-center.approval.done-approved': 'The order is approved and placed.',
    'customer-center.approval.done-rejected': 'The order is rejected.',
    'customer-center.approval.failed':
      'The decision could not be saved: a colleague may have decided the order meanwhile. Its status now is shown above.',
    'order-approval-mail.request.subject': 'Order {orderId} awaits your approval',
    'order-approval-mail.greeting': 'Hello {name},',
    'order-approval-mail.request.intro':
      '{requester} has sent order {orderId} for {customer} for approval: {orderType}, {total}.',
    'order-approval-mail.request.action': 'Open the order',
    'order-approval-mail.approved.subject': 'Order {orderId} is approved',
    'order-approval-mail.approved.intro': '{decider} has approved your order {orderId}: it is placed.',
    'order-approval-mail.rejected.subject': 'Order {orderId} is rejected',
    'order-approval-mail.rejected.intro':
      '{decider} has rejected your order {orderId}: it is not placed. Talk to {decider} about what to order instead.',
    'order-approval-mail.link-fallback': 'If the button does not work, copy this address into your browser:',
    'order-approval-mail.signature': 'Kind regards\nNordlys',
  },
  da: {
    'checkout.approval.submit': 'Send til godkendelse',
    'checkout.approval.note':
      'Ordren sendes til godkendelse: dine kolleger med rettigheden Frigivelse eller Alle får en mail og godkender den, og så afgives den på konto.',
    'receipt.approval.title': 'Sendt til godkendelse',
    'receipt.approval.intro':
      'Dine kolleger med rettigheden Frigivelse eller Alle er blevet bedt om at godkende den. Du får en mail, når de har besluttet sig.',
    'customer-center.approval.title': 'Godkendelse',
    'customer-center.approval.waiting': 'Afventer godkendelse',
    'customer-center.approval.requested': 'Sendt til godkendelse af {name} den {date}.',
    'customer-center.approval.approved': 'Godkendt af {name} den {date}.',
    'customer-center.approval.rejected': 'Afvist af {name} den {date}.',
    'customer-center.approval.someone': 'en tidligere kollega',
    'customer-center.approval.may-decide':
      'Godkender du, afgives ordren på konto for jeres virksomhed; afviser du, afgives den ikke.',
    'customer-center.approval.ask-colleague':
      'En kollega med rettigheden Frigivelse eller Alle godkender eller afviser den.',
    'customer-center.approval.approve': 'Godkend',
    'customer-center.approval.reject': 'Afvis',
    'customer-center.approval.confirm-reject':
      'Afvis ordre {id}? Den bliver ikke afgivet, og det kan ikke fortrydes.',
    'customer-center.approval.confirm-reject.yes': 'Ja, afvis',
    'customer-center.approval.confirm-reject.no': 'Nej, lad den vente',
    'customer-center.approval.done-approved': 'Ordren er godkendt og afgivet.',
    'customer-center.approval.done-rejected': 'Ordren er afvist.',
    'customer-center.approval.failed':
      'Beslutningen kunne ikke gemmes: en kollega har måske besluttet ordren imens. Dens status nu vises ovenfor.',
    'order-approval-mail.request.subject': 'Ordre {orderId} venter på din godkendelse',
    'order-approval-mail.greeting': 'Hej {name}',
    'order-approval-mail.request.intro':
      '{requester} har sendt ordre {orderId} for {customer} til godkendelse: {orderType}, {total}.',
    'order-approval-mail.request.action': 'Åbn ordren',
    'order-approval-mail.approved.subject': 'Ordre {orderId} er godkendt',
    'order-approval-mail.approved.intro': '{decider} har godkendt din ordre {orderId}: den er afgivet.',
    'order-approval-mail.rejected.subject': 'Ordre {orderId} er afvist',
    'order-approval-mail.rejected.intro':
      '{decider} har afvist din ordre {orderId}: den er ikke afgivet. Tal med {decider} om, hvad der skal bestilles i stedet.',
    'order-approval-mail.link-fallback':
      'Hvis knappen ikke virker, så kopier denne adresse ind i din browser:',
    'order-approval-mail.signature': 'Venlig hilsen\nNordlys',
  },
});
