CREATE TABLE "deliveries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"dedupe_key" text NOT NULL,
	"kind" text NOT NULL,
	"event_id" uuid,
	"invitee_id" uuid,
	"user_id" uuid,
	"channel" text NOT NULL,
	"to" text NOT NULL,
	"params" jsonb NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"done_at" timestamp with time zone,
	CONSTRAINT "deliveries_dedupe_key_unique" UNIQUE("dedupe_key")
);
--> statement-breakpoint
CREATE TABLE "party_notices" (
	"event_id" uuid PRIMARY KEY NOT NULL,
	"host_update_sent_at" timestamp with time zone,
	"digest_due" boolean DEFAULT false NOT NULL,
	"digest_done_on" text,
	"calendar_sequence" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "reminder_runs" (
	"event_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"start_time" bigint NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "reminder_runs_event_id_kind_start_time_pk" PRIMARY KEY("event_id","kind","start_time")
);
--> statement-breakpoint
CREATE TABLE "response_marks" (
	"invitee_id" uuid PRIMARY KEY NOT NULL,
	"event_id" uuid NOT NULL,
	"host_told_of" timestamp with time zone,
	"host_told_status" text,
	"confirmed_of" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "send_failures" (
	"invitee_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"reason" text NOT NULL,
	"failed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "send_failures_invitee_id_kind_pk" PRIMARY KEY("invitee_id","kind")
);
--> statement-breakpoint
CREATE TABLE "unsubscribes" (
	"key" text PRIMARY KEY NOT NULL,
	"event_id" uuid,
	"invitee_id" uuid,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_invitee_id_invitees_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."invitees"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "deliveries" ADD CONSTRAINT "deliveries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "party_notices" ADD CONSTRAINT "party_notices_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reminder_runs" ADD CONSTRAINT "reminder_runs_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "response_marks" ADD CONSTRAINT "response_marks_invitee_id_invitees_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."invitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "send_failures" ADD CONSTRAINT "send_failures_invitee_id_invitees_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."invitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsubscribes" ADD CONSTRAINT "unsubscribes_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsubscribes" ADD CONSTRAINT "unsubscribes_invitee_id_invitees_id_fk" FOREIGN KEY ("invitee_id") REFERENCES "public"."invitees"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "unsubscribes" ADD CONSTRAINT "unsubscribes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "deliveries_pending_idx" ON "deliveries" USING btree ("created_at") WHERE "deliveries"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "deliveries_event_idx" ON "deliveries" USING btree ("event_id","kind");--> statement-breakpoint
CREATE INDEX "response_marks_event_idx" ON "response_marks" USING btree ("event_id");