CREATE TABLE "newsletter_sends" (
	"subscriber_id" uuid NOT NULL,
	"article_slug" text NOT NULL,
	"status" text DEFAULT 'sending' NOT NULL,
	"claimed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone,
	CONSTRAINT "newsletter_sends_subscriber_id_article_slug_pk" PRIMARY KEY("subscriber_id","article_slug")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "health_data_consent_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_sends" ADD CONSTRAINT "newsletter_sends_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;