import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useLanguage } from '../../lib/i18n/i18n-context.tsx';
import { localizeHref } from '../../lib/i18n/localize-href.ts';

type ContentLinkProps = {
  url: string;
  target?: string | null;
  external?: boolean;
  className?: string;
  children: ReactNode;
  onClick?: () => void;
};

/** Spec §2: a link is external when its url starts with http or a target is set; internal ones get /da. */
export function isExternalLink(url: string, target?: string | null, external?: boolean): boolean {
  return Boolean(external) || /^https?:\/\//i.test(url) || Boolean(target);
}

export function ContentLink({ url, target, external, className, children, onClick }: ContentLinkProps) {
  const language = useLanguage();
  if (isExternalLink(url, target, external)) {
    return (
      <a
        href={url}
        target={target ?? '_blank'}
        rel="noopener noreferrer"
        className={className}
        onClick={onClick}
      >
        {children}
      </a>
    );
  }
  return (
    <Link to={localizeHref(url, language)} className={className} onClick={onClick} prefetch="intent">
      {children}
    </Link>
  );
}
