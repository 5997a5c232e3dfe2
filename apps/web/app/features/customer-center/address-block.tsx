import type { Address } from '@shop/contracts';

/** An address as printed on a letter, one part per line. */
export function AddressBlock({ title, address }: { title: string; address: Address }) {
  return (
    <div className="document-address">
      <h3 className="document-section__subtitle">{title}</h3>
      <address>
        {[
          address.name,
          address.address1,
          address.address2,
          `${address.postalCode} ${address.city}`,
          address.countryCode,
        ]
          .filter(Boolean)
          .map((part) => (
            <span key={part} className="d-block">
              {part}
            </span>
          ))}
        {address.email ? <span className="d-block">{address.email}</span> : null}
        {address.phone ? <span className="d-block">{address.phone}</span> : null}
      </address>
    </div>
  );
}
