CREATE TABLE "usage_ledger" (
	"user_id" text NOT NULL,
	"day" date NOT NULL,
	"messages" integer DEFAULT 0 NOT NULL,
	"model_tokens" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "usage_ledger_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "usage_ledger" ADD CONSTRAINT "usage_ledger_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Decision 025: every token a message is charged reaches the ledger, whichever code path charges it; lowering or
-- deleting a message never gives any back.
CREATE FUNCTION "usage_ledger_charge_tokens"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
	added integer := NEW.tokens - CASE WHEN TG_OP = 'UPDATE' THEN OLD.tokens ELSE 0 END;
BEGIN
	IF added > 0 THEN
		INSERT INTO "usage_ledger" ("user_id", "day", "model_tokens")
		VALUES (NEW.user_id, (now() AT TIME ZONE 'utc')::date, added)
		ON CONFLICT ("user_id", "day") DO UPDATE SET "model_tokens" = "usage_ledger"."model_tokens" + EXCLUDED."model_tokens";
	END IF;
	RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "chat_messages_charge_usage_ledger" AFTER INSERT OR UPDATE OF "tokens" ON "chat_messages"
FOR EACH ROW EXECUTE FUNCTION "usage_ledger_charge_tokens"();
--> statement-breakpoint
-- What was used before the ledger existed, from the messages still kept.
INSERT INTO "usage_ledger" ("user_id", "day", "messages", "model_tokens")
SELECT "user_id", ("created_at" AT TIME ZONE 'utc')::date, count(*) FILTER (WHERE "role" = 'user'), sum("tokens")
FROM "chat_messages" GROUP BY 1, 2;
--> statement-breakpoint
-- Decision 024: accounts made before sign-up confirmed the email stay usable.
UPDATE "users" SET "email_verified" = true WHERE "email_verified" = false;
