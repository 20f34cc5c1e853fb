import { csrfFieldName, idempotencyFieldName } from "~/utils/forms/form-fields";
import { useRootData } from "~/utils/routing/root-data";

/**
 * Hidden fields every form carries: the CSRF token and, for forms whose
 * action calls the broker, the idempotency key the loader issued. A double
 * submit without JavaScript posts the same key twice, and the broker does
 * the work once.
 */
export function FormSecurityFields({ idempotencyKey }: { idempotencyKey?: string }) {
  const { csrfToken } = useRootData();
  return (
    <>
      <input type="hidden" name={csrfFieldName} value={csrfToken ?? ""} />
      {idempotencyKey ? <input type="hidden" name={idempotencyFieldName} value={idempotencyKey} /> : null}
    </>
  );
}
