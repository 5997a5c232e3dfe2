import { localizePath } from '@shop/contracts';
import { Link } from 'react-router';
import { useLanguage, useT } from '../../lib/i18n/i18n-context.tsx';
import type { RootData } from '../layout/root-data.ts';
import { LocaleSwitcher } from './locale-switcher.tsx';
import { Logo } from './logo.tsx';

/**
 * Anonymous visitors get no site header or footer (spec §1, §6). This slim bar is not the header: it only
 * carries the logo, the way to log in and the locale switcher, so a visitor can reach both.
 */
export function GuestBar({ data }: { data: RootData }) {
  const t = useT();
  const language = useLanguage();
  return (
    <div className="guest-bar">
      <div className="container guest-bar__inner">
        <Logo />
        <div className="guest-bar__actions">
          <LocaleSwitcher languages={data.area.languages} />
          <Link to={localizePath('login', language)} className="btn btn-primary btn-sm">
            {t('header.login')}
          </Link>
        </div>
      </div>
    </div>
  );
}
