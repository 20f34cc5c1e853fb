import type { NotificationView } from "~/utils/ui/contract-summary.server";
import * as styles from "./notification-list.css";

type Item = NotificationView & { contract?: string | null };

/**
 * Notifications (SPEC "Notification") with their button action, on the
 * dashboard and on their contract. The tone is repeated in words by the
 * title; the coloured edge only adds to it.
 */
export function NotificationList({ notifications }: { notifications: Item[] }) {
  return (
    <ul className={styles.list}>
      {notifications.map((notification) => (
        <li key={notification.id} className={styles.item[notification.tone]}>
          <p className={styles.title}>{notification.title}</p>
          <p className={styles.meta}>{[notification.contract, notification.date].filter(Boolean).join(" · ")}</p>
          {notification.action ? (
            <a href={notification.action.href} className={styles.action}>
              {notification.action.label}
            </a>
          ) : null}
        </li>
      ))}
    </ul>
  );
}
