import * as Dialog from "@radix-ui/react-dialog";
import { useBlocker } from "@remix-run/react";
import { createContext, useCallback, useContext, useEffect, useMemo, useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import * as styles from "./modal-host.css";

export type ModalRequest = { title: string; description?: string; content: ReactNode };
type OpenModal = ModalRequest & { id: number };
type ModalApi = { open: (modal: ModalRequest) => number; close: (id: number) => void; closeAll: () => void; count: number };

const ModalContext = createContext<ModalApi | null>(null);

export function useModals(): ModalApi {
  const api = useContext(ModalContext);
  if (!api) throw new Error("useModals used outside ModalHost");
  return api;
}

/** SPEC section 9: modal stacking base is 1000 plus 2 per modal. */
export function modalZIndex(position: number): number {
  return 1000 + 2 * position;
}

let nextId = 1;

/**
 * Holds the stack of open modals. Any navigation while one is open closes
 * them all and is cancelled (SPEC section 2). Without JavaScript, no modal
 * ever opens: the links behind them lead to ordinary pages.
 */
export function ModalHost({ children }: { children: ReactNode }) {
  const [modals, setModals] = useState<OpenModal[]>([]);
  const close = useCallback((id: number) => setModals((list) => list.filter((modal) => modal.id !== id)), []);
  const closeAll = useCallback(() => setModals([]), []);
  const open = useCallback((modal: ModalRequest) => {
    const id = nextId++;
    setModals((list) => [...list, { ...modal, id }]);
    return id;
  }, []);

  const blocker = useBlocker(modals.length > 0);
  useEffect(() => {
    if (blocker.state === "blocked") {
      closeAll();
      blocker.reset();
    }
  }, [blocker, closeAll]);

  const api = useMemo(() => ({ open, close, closeAll, count: modals.length }), [open, close, closeAll, modals.length]);

  return (
    <ModalContext.Provider value={api}>
      {children}
      {modals.map((modal, position) => (
        <ModalFrame key={modal.id} modal={modal} zIndex={modalZIndex(position)} onClose={() => close(modal.id)} />
      ))}
    </ModalContext.Provider>
  );
}

function ModalFrame({ modal, zIndex, onClose }: { modal: OpenModal; zIndex: number; onClose: () => void }) {
  const { t } = useTranslation("common");
  return (
    <Dialog.Root open onOpenChange={(isOpen) => (isOpen ? undefined : onClose())}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} ref={(node) => node?.style.setProperty("z-index", String(zIndex))} />
        <Dialog.Content
          className={styles.content}
          ref={(node) => node?.style.setProperty("z-index", String(zIndex + 1))}
        >
          <div className={styles.header}>
            <Dialog.Title className={styles.title}>{modal.title}</Dialog.Title>
            <Dialog.Close className={styles.close} aria-label={t("modal.close")}>
              <span aria-hidden="true">×</span>
            </Dialog.Close>
          </div>
          {modal.description ? <Dialog.Description>{modal.description}</Dialog.Description> : <Dialog.Description className="visually-hidden">{modal.title}</Dialog.Description>}
          <div className={styles.body}>{modal.content}</div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
