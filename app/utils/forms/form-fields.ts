/** Names of the hidden fields every form may carry. Isomorphic. */
export const csrfFieldName = "csrf";
export const idempotencyFieldName = "idempotencyKey";
