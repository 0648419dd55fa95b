CREATE TABLE "message_refusals" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "message_refusals_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"channel" text NOT NULL,
	"recipient" text NOT NULL,
	"template_key" text,
	"text" text NOT NULL,
	"reason" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_sends" (
	"idempotency_key" text PRIMARY KEY NOT NULL,
	"channel" text NOT NULL,
	"provider" text NOT NULL,
	"recipient" text NOT NULL,
	"template_key" text,
	"status" text NOT NULL,
	"provider_message_id" text,
	"detail" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "message_templates" (
	"key" text NOT NULL,
	"language" text NOT NULL,
	"sms_entity_id" text NOT NULL,
	"sms_header" text NOT NULL,
	"sms_template_id" text NOT NULL,
	"dlt_category" text NOT NULL,
	"sms_body" text NOT NULL,
	"wa_template_name" text NOT NULL,
	"wa_language" text NOT NULL,
	"wa_category" text NOT NULL,
	"link_domains" text[] NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "message_templates_key_language_pk" PRIMARY KEY("key","language")
);
--> statement-breakpoint
CREATE INDEX "message_refusals_created_idx" ON "message_refusals" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "message_sends_provider_id_idx" ON "message_sends" USING btree ("provider","provider_message_id");