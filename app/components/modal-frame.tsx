import * as Dialog from "@radix-ui/react-dialog";
import { setNonce } from "get-nonce";
import { useTranslation } from "~/utils/i18n/use-translation";
import { pageNonce } from "~/utils/request/nonce";
import type { OpenModal } from "./modal-types";
import * as styles from "./modal-host.css";

// Radix locks the page's scroll with a <style> element it adds (react-remove-scroll-bar):
// under the CSP's style-src it needs the page's nonce, which it reads from get-nonce.
const nonce = pageNonce();
if (nonce) setNonce(nonce);

/** One open modal: a Radix dialog at its place in the stack. */
export default function ModalFrame({ modal, zIndex, onClose }: { modal: OpenModal; zIndex: number; onClose: () => void }) {
  const { t } = useTranslation("common");
  return (
    <Dialog.Root open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} ref={(node) => node?.style.setProperty("z-index", String(zIndex))} />
        <Dialog.Content
          className={styles.content}
          ref={(node) => node?.style.setProperty("z-index", String(zIndex + 1))}
          // Opened by a host, not a Radix trigger: Radix would leave the focus on <body>; it goes back to the opener.
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            if (modal.opener?.isConnected) modal.opener.focus();
          }}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{modal.title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t("modal.close")}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {modal.description ? (
            <Dialog.Description>{modal.description}</Dialog.Description>
          ) : (
            <Dialog.Description className="visually-hidden">{modal.title}</Dialog.Description>
          )}
          <div className={styles.body}>{modal.content}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
