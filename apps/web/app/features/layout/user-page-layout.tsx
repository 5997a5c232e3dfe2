import type { ReactNode } from 'react';
import { Logo } from '../header/logo.tsx';

/** Spec §2: a user page (login, password recovery) is a centred card with the logo and nothing else. */
export function UserPageLayout({ children, footer }: { children: ReactNode; footer?: ReactNode }) {
  return (
    <div className="user-page">
      <div className="user-page__card card">
        <div className="card-body">
          <div className="user-page__logo">
            <Logo />
          </div>
          {children}
        </div>
      </div>
      {footer ? <div className="user-page__footer">{footer}</div> : null}
    </div>
  );
}
