import * as styles from "./form-notice.css";

/**
 * What a form's last reply says that is no error (FormNotices), at the top of the form: its messages, then a link
 * to each field it names. A status, not the error summary: nothing was refused, so no "there is a problem", no
 * field marked invalid, and the focus stays where the page put it.
 */
export function FormNotice({ messages, fields }: { messages: readonly string[]; fields: readonly { href: string; label: string }[] }) {
  return (
    <div role="status" className={styles.notice}>
      {messages.map((message) => (
        <p key={message} className={styles.message}>
          {message}
        </p>
      ))}
      {fields.length > 0 ? (
        <ul className={styles.list}>
          {fields.map((field) => (
            <li key={field.href}>
              <a href={field.href}>{field.label}</a>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
