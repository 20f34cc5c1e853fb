import type { ReactNode } from "react";

/** What a page asks the modal host to show. */
export type ModalRequest = { title: string; description?: string; content: ReactNode };

/** A modal in the host's stack. */
export type OpenModal = ModalRequest & { id: number };
