import { type ReactNode, useEffect, useRef } from 'react';

type FacetSidebarProps = {
  id: string;
  /** Below 1024 px: the slide-in panel is open. From 1024 px the sidebar is always in the page. */
  open: boolean;
  onClose: () => void;
  label: string;
  children: ReactNode;
};

/**
 * The product list's sidebar: in the page from 1024 px, a slide-in panel below (Bootstrap's `offcanvas-lg`
 * styles, no JavaScript of Bootstrap's). Open, it is a modal dialog: it takes the focus, Escape and the
 * backdrop close it, the page behind does not scroll, and the focus goes back to what opened it.
 */
export function FacetSidebar({ id, open, onClose, label, children }: FacetSidebarProps) {
  const panel = useRef<HTMLElement>(null);
  const close = useRef(onClose);
  close.current = onClose;

  useEffect(() => {
    if (!open) return;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKey);
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.removeEventListener('keydown', onKey);
      document.body.style.overflow = overflow;
      opener?.focus();
    };
  }, [open]);

  return (
    <>
      <aside
        id={id}
        ref={panel}
        tabIndex={-1}
        className={`offcanvas-lg offcanvas-start product-list__sidebar${open ? ' show' : ''}`}
        {...(open ? { role: 'dialog', 'aria-modal': true } : {})}
        aria-label={label}
      >
        {children}
      </aside>
      {open ? (
        // biome-ignore lint/a11y/noStaticElementInteractions: the backdrop is a pointer shortcut; Escape and the Close button do the same from the keyboard
        // biome-ignore lint/a11y/useKeyWithClickEvents: as above
        <div className="offcanvas-backdrop fade show d-lg-none" onClick={onClose} />
      ) : null}
    </>
  );
}
