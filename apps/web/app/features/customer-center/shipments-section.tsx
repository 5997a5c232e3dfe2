import type { CustomerShipment } from '@shop/contracts';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import { translateCount } from '../../lib/i18n/translate-count.ts';
import { useDocumentFormat } from './use-document-format.ts';

/** What the order detail knows of the shipments: the list, or that it could not be read just now. */
export type ShipmentsResult = { status: 'ok'; shipments: CustomerShipment[] } | { status: 'failed' };

/** The order's shipments (GetShipmentDetails): date, carrier, track-and-trace link and what left with each. */
export function ShipmentsSection({ result }: { result: ShipmentsResult }) {
  const t = useT();
  const language = useLanguage();
  const format = useDocumentFormat();
  return (
    <section className="document-section" aria-labelledby="shipments-title">
      <h2 id="shipments-title" className="document-section__title">
        {t('customer-center.shipments.title')}
      </h2>
      {result.status === 'failed' ? (
        <p className="alert alert-warning">{t('customer-center.shipments.failed')}</p>
      ) : result.shipments.length === 0 ? (
        <p>{t('customer-center.shipments.none')}</p>
      ) : (
        <ol className="shipment-list list-unstyled">
          {result.shipments.map((shipment) => (
            <li key={shipment.shipmentId} className="shipment">
              <h3 className="document-section__subtitle">
                {t('customer-center.shipments.shipment', {
                  id: shipment.shipmentId,
                  date: format.date(shipment.shippedAt),
                })}
              </h3>
              <p className="shipment__carrier">
                {shipment.carrier
                  ? t('customer-center.shipments.carrier', { carrier: shipment.carrier })
                  : t('customer-center.shipments.collected')}
                {shipment.trackingNumber ? (
                  <>
                    {' · '}
                    {t('customer-center.shipments.tracking-number', { number: shipment.trackingNumber })}
                  </>
                ) : null}
              </p>
              {shipment.trackAndTraceUrl ? (
                <p>
                  <a
                    href={shipment.trackAndTraceUrl}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="btn btn-outline-primary btn-sm"
                  >
                    {t('customer-center.shipments.track', { carrier: shipment.carrier ?? '' })}
                    <span className="visually-hidden"> {t('customer-center.opens-new-window')}</span>
                  </a>
                </p>
              ) : null}
              <ul className="shipment__lines">
                {shipment.lines.map((line) => (
                  <li key={`${line.lineNo}-${line.variantId}`}>
                    {translateCount(t, language, 'customer-center.shipments.line', line.quantity, {
                      name: line.name ?? line.productNumber,
                      variant: [line.colorName, line.size].filter(Boolean).join(' · '),
                    })}
                  </li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
