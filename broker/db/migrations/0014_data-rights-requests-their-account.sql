-- Decision 0275: a data-rights request belongs to the account that made it, which alone lists it and downloads its
-- answer. A request stored without its account is given to the one who could have made it: the client's own account
-- (a holder or owner link that no delegation gave), or the prospect's account. Plain columns of 0000 only, so it runs
-- in the one transaction a fresh database applies every migration in.
UPDATE "gdpr_request" AS r SET "account_id" = (
  SELECT l."account_id" FROM "account_client" AS l
  WHERE l."client_id" = r."client_id" AND l."brand_id" = r."brand_id" AND l."role" IN ('holder', 'owner')
    AND NOT EXISTS (
      SELECT 1 FROM "delegation" AS d
      WHERE d."client_id" = r."client_id" AND d."brand_id" = r."brand_id" AND d."delegate_account_id" = l."account_id"
    )
  ORDER BY l."is_default" DESC, l."created_at" ASC
  LIMIT 1
)
WHERE r."account_id" IS NULL AND r."client_id" IS NOT NULL;--> statement-breakpoint
UPDATE "gdpr_request" AS r SET "account_id" = (
  SELECT p."account_id" FROM "prospect" AS p WHERE p."id" = r."prospect_id" AND p."brand_id" = r."brand_id"
)
WHERE r."account_id" IS NULL AND r."prospect_id" IS NOT NULL;
