-- Decision 0268: a refused debit of an invoice since paid by card reads "Cancelled (invoice paid)". Card settlement
-- does this from then on; this turns the refused debits stored before it, once. The refusal's reason is kept.
UPDATE "payment" SET "status" = 'canceled'
WHERE "status" = 'fail'
  AND "invoice_id" IN (SELECT "id" FROM "invoice" WHERE "status" = 'paid')
  AND "invoice_id" IN (SELECT "invoice_id" FROM "payment" WHERE "method" = 'card' AND "status" = 'success');
