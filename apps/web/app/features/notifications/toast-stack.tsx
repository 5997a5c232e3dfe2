import { Toast, ToastContainer } from 'react-bootstrap';
import { useT } from '../../lib/i18n/i18n-context.tsx';
import { useNotificationStore, useNotifications } from './notifications-context.tsx';

/**
 * Spec §2: 'error code: {code}', a title and an HTML message; a close button only when dismissible.
 * Rendered inside the live region of `ToastRegion`, which loads it with the first notification.
 */
export function ToastStack() {
  const t = useT();
  const store = useNotificationStore();
  const notifications = useNotifications();
  return (
    <ToastContainer position="bottom-end" className="p-3 position-fixed">
      {notifications.map((item) => (
        <Toast
          key={item.id}
          onClose={() => store.dismiss(item.id)}
          className={`shop-toast shop-toast--${item.variant}`}
        >
          <Toast.Header closeButton={item.dismissible} closeLabel={t('common.close')}>
            <strong className="me-auto">{item.title}</strong>
          </Toast.Header>
          <Toast.Body>
            {item.errorCode ? (
              <p className="small mb-1">{t('notification.error-code', { code: item.errorCode })}</p>
            ) : null}
            {/* Messages are HTML by design (spec §2) and come from our own dictionary or API. */}
            {/* biome-ignore lint/security/noDangerouslySetInnerHtml: trusted shop content */}
            <div dangerouslySetInnerHTML={{ __html: item.message }} />
            {item.details ? <p className="small mb-0 mt-1">{item.details}</p> : null}
          </Toast.Body>
        </Toast>
      ))}
    </ToastContainer>
  );
}
