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
CREATE INDEX "message_refusals_created_idx" ON "message_refusals" USING btree ("created_at");