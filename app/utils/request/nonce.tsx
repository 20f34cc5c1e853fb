import { createContext, useContext, type ReactNode } from "react";

/**
 * The CSP nonce of the request, from entry.server to the elements that need
 * it. Never sent through loader data; browsers hide it from the DOM's attributes,
 * and the browser reads it back from the page's scripts (pageNonce).
 */
const NonceContext = createContext("");

export function NonceProvider({ value, children }: { value: string; children: ReactNode }) {
  return <NonceContext.Provider value={value}>{children}</NonceContext.Provider>;
}

/**
 * The server's nonce while rendering there; in the browser the page's own, so an element React creates
 * there (the brand's <style> when a full-page error screen draws the document again) is allowed by the CSP.
 */
export function useNonce(): string {
  return useContext(NonceContext) || (pageNonce() ?? "");
}

/**
 * The nonce of the page, read in the browser. Browsers hide the nonce
 * attribute but keep the `nonce` property of the page's scripts; for code
 * outside React (a library that adds its own <style>).
 */
export function pageNonce(): string | undefined {
  if (typeof document === "undefined") return undefined;
  return document.querySelector<HTMLScriptElement>("script[nonce]")?.nonce || undefined;
}
