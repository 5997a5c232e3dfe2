import { localizePath } from '@shop/contracts';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';

/** The Nordlys wordmark under a small aurora arc; the link's name comes from the dictionary. */
export function Logo({ className = '' }: { className?: string }) {
  const t = useT();
  const language = useLanguage();
  return (
    <Link
      to={localizePath('home', language)}
      className={`brand-logo ${className}`}
      aria-label={t('header.logo')}
    >
      <svg aria-hidden="true" focusable="false" viewBox="0 0 160 46" width="132" height="38">
        <path d="M18 15 C 44 1, 70 1, 84 9 S 120 19, 142 5" fill="none" stroke="#b08a45" strokeWidth="2" />
        <path
          d="M26 19 C 50 8, 72 8, 86 13 S 118 21, 136 12"
          fill="none"
          stroke="#8fa89b"
          strokeWidth="1.3"
        />
        <text
          x="80"
          y="41"
          textAnchor="middle"
          fontFamily="Georgia, 'DejaVu Serif', 'Times New Roman', serif"
          fontSize="18"
          letterSpacing="5"
          fill="currentColor"
        >
          NORDLYS
        </text>
      </svg>
    </Link>
  );
}
