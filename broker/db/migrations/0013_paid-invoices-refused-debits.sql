-- Decision 0268: a refused debit of an invoice since paid by card reads "Cancelled (invoice paid)". Card settlement
-- does this from then on; this turns the refused debits stored before it, once. The refusal's reason is kept.
-- In EXECUTE, run only when there is such a row: a fresh database applies every migration in one transaction, where
-- 'canceled' (added to the enum by 0004) may not be used yet, and has no payment then anyway.
DO $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM "payment"
    WHERE "status" = 'fail'
      AND "invoice_id" IN (SELECT "id" FROM "invoice" WHERE "status" = 'paid')
      AND "invoice_id" IN (SELECT "invoice_id" FROM "payment" WHERE "method" = 'card' AND "status" = 'success')
  ) THEN
    EXECUTE $update$
      UPDATE "payment" SET "status" = 'canceled'
      WHERE "status" = 'fail'
        AND "invoice_id" IN (SELECT "id" FROM "invoice" WHERE "status" = 'paid')
        AND "invoice_id" IN (SELECT "invoice_id" FROM "payment" WHERE "method" = 'card' AND "status" = 'success')
    $update$;
  END IF;
END
$$;
