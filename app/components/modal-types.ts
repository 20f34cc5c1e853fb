import type { ReactNode } from "react";

/** What a page asks the modal host to show. */
export type ModalRequest = { title: string; description?: string; content: ReactNode };

/** A modal in the host's stack. */
export type OpenModal = ModalRequest & {
  id: number;
  /** What had the focus when it opened (the link that opened it): the focus goes back there on closing (WCAG 2.4.3). */
  opener: HTMLElement | null;
};
