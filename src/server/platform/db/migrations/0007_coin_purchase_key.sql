DROP INDEX "coin_ledger_payment_key";--> statement-breakpoint
CREATE UNIQUE INDEX "coin_ledger_purchase_key" ON "coin_ledger" USING btree ("payment_intent_id") WHERE "coin_ledger"."reason" = 'purchase';--> statement-breakpoint
CREATE INDEX "coin_ledger_payment_idx" ON "coin_ledger" USING btree ("payment_intent_id");