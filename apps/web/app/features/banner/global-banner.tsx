import type { AreaSettings, User } from '@shop/contracts';
import { useEffect, useState } from 'react';
import { ContentLink } from '../../components/ui/content-link.tsx';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { isBannerVisible } from './banner-visibility.ts';

type GlobalBannerProps = { settings: AreaSettings; user: User | null; visibleAtRender: boolean };

/** Spec §2 global banner: text, optional link, background and text colour, inside its display window. */
export function GlobalBanner({ settings, user, visibleAtRender }: GlobalBannerProps) {
  const t = useT();
  const [visible, setVisible] = useState(visibleAtRender);

  // The server decided with its own clock; the window is the viewer's local time, so check again here.
  useEffect(() => {
    const now = new Date();
    setVisible(
      isBannerVisible({ settings, user, now: now.getTime(), timezoneOffsetMinutes: now.getTimezoneOffset() }),
    );
  }, [settings, user]);

  if (!visible || !settings.globalBannerText) return null;
  const style = {
    backgroundColor: settings.globalBannerBackgroundColor || undefined,
    color: settings.globalBannerTextColor || undefined,
  };
  return (
    <section className="global-banner" style={style} aria-label={t('banner.label')}>
      <div className="container global-banner__inner">
        <span>{settings.globalBannerText}</span>
        {settings.globalBannerLinkUrl ? (
          <ContentLink url={settings.globalBannerLinkUrl} className="global-banner__link">
            {t('banner.read-more')}
          </ContentLink>
        ) : null}
      </div>
    </section>
  );
}
