import { useBlocker } from "@remix-run/react";
import { createContext, lazy, Suspense, useCallback, useContext, useEffect, useMemo, useRef, useState, useSyncExternalStore, type ReactNode } from "react";
import type { ModalRequest, OpenModal } from "./modal-types";

// Radix Dialog is fetched when the first modal opens, not with every page.
const ModalFrame = lazy(() => import("./modal-frame"));

/**
 * One object for the host's life: a context whose value changes after hydration makes React drop the server HTML
 * of every form still waiting for its module (error 421, decision 0151), so how many modals are open is read
 * through a subscription (useOpenModalCount), not the context.
 */
type ModalApi = {
  open: (modal: ModalRequest) => number;
  close: (id: number) => void;
  closeAll: () => void;
  subscribe: (listener: () => void) => () => void;
  openCount: () => number;
};

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

/** How many modals are open, for a page that waits for them to close. */
export function useOpenModalCount(): number {
  const api = useModals();
  return useSyncExternalStore(api.subscribe, api.openCount, noModalOnServer);
}

const noModalOnServer = () => 0;

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
    const opener = document.activeElement instanceof HTMLElement && document.activeElement !== document.body ? document.activeElement : null;
    setModals((list) => [...list, { ...modal, id, opener }]);
    return id;
  }, []);

  const blocker = useBlocker(modals.length > 0);
  useEffect(() => {
    if (blocker.state === "blocked") {
      closeAll();
      blocker.reset();
    }
  }, [blocker, closeAll]);

  const count = useRef(0);
  const listeners = useRef(new Set<() => void>());
  useEffect(() => {
    count.current = modals.length;
    listeners.current.forEach((listener) => listener());
  }, [modals.length]);
  const api = useMemo<ModalApi>(
    () => ({
      open,
      close,
      closeAll,
      subscribe: (listener) => {
        listeners.current.add(listener);
        return () => listeners.current.delete(listener);
      },
      openCount: () => count.current,
    }),
    [open, close, closeAll],
  );

  return (
    <ModalContext.Provider value={api}>
      {children}
      {modals.length > 0 ? (
        <Suspense fallback={null}>
          {modals.map((modal, position) => (
            <ModalFrame key={modal.id} modal={modal} zIndex={modalZIndex(position)} onClose={() => close(modal.id)} />
          ))}
        </Suspense>
      ) : null}
    </ModalContext.Provider>
  );
}
