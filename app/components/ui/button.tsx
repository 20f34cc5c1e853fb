import { forwardRef, type ButtonHTMLAttributes, type MouseEvent } from "react";
import * as styles from "./button.css";

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & {
  variant?: "primary" | "secondary" | "ghost";
  /** Shows a busy state; clicks are swallowed until it ends (SPEC section 2). */
  loading?: boolean;
};

export const Button = forwardRef<HTMLButtonElement, ButtonProps>(function Button(
  { variant = "primary", loading = false, onClick, className, children, type = "button", ...props },
  ref,
) {
  function handleClick(event: MouseEvent<HTMLButtonElement>) {
    if (loading) {
      event.preventDefault();
      event.stopPropagation();
      return;
    }
    onClick?.(event);
  }
  return (
    <button
      ref={ref}
      type={type}
      className={[styles.button[variant], className].filter(Boolean).join(" ")}
      aria-busy={loading || undefined}
      aria-disabled={loading || props["aria-disabled"] || undefined}
      data-loading={loading || undefined}
      onClick={handleClick}
      {...props}
    >
      {loading ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {children}
    </button>
  );
});
