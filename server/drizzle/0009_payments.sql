CREATE SEQUENCE "public"."payment_receipt_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1;--> statement-breakpoint
CREATE TABLE "payment_order_events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"order_id" uuid NOT NULL,
	"status" text NOT NULL,
	"note" text,
	"at" timestamp with time zone NOT NULL,
	CONSTRAINT "payment_order_events_status_valid" CHECK ("payment_order_events"."status" in ('ORDER_CONFIRMED', 'PAYMENT_ORDER_CREATED', 'AWAITING_PAYMENT', 'PROOF_SUBMITTED', 'PAID', 'EXPIRED', 'CANCELLED', 'REJECTED'))
);
--> statement-breakpoint
CREATE TABLE "payment_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"seq" bigint GENERATED ALWAYS AS IDENTITY (sequence name "payment_orders_seq_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 9223372036854775807 START WITH 1 CACHE 1),
	"user_id" uuid NOT NULL,
	"plan_id" text NOT NULL,
	"method" text NOT NULL,
	"amount_kz" integer NOT NULL,
	"status" text NOT NULL,
	"provider" text NOT NULL,
	"provider_ref" text,
	"reference_entity" text,
	"reference_number" text,
	"reference_expires_at" timestamp with time zone,
	"phone" text,
	"company_name" text,
	"nif" text,
	"proof_file" text,
	"rejection_reason" text,
	"paid_at" timestamp with time zone,
	"period_start" timestamp with time zone,
	"period_end" timestamp with time zone,
	"receipt_seq" bigint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_orders_seq_unique" UNIQUE("seq"),
	CONSTRAINT "payment_orders_receipt_seq_unique" UNIQUE("receipt_seq"),
	CONSTRAINT "payment_orders_provider_ref_unique" UNIQUE("provider","provider_ref"),
	CONSTRAINT "payment_orders_amount_positive" CHECK ("payment_orders"."amount_kz" > 0),
	CONSTRAINT "payment_orders_status_valid" CHECK ("payment_orders"."status" in ('AWAITING_PAYMENT', 'PROOF_SUBMITTED', 'PAID', 'EXPIRED', 'CANCELLED', 'REJECTED')),
	CONSTRAINT "payment_orders_method_valid" CHECK ("payment_orders"."method" in ('MULTICAIXA_REFERENCE', 'MULTICAIXA_EXPRESS', 'BANK_TRANSFER')),
	CONSTRAINT "payment_orders_plan_valid" CHECK ("payment_orders"."plan_id" in ('PROFESSIONAL_MONTHLY'))
);
--> statement-breakpoint
CREATE TABLE "payment_transactions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"provider" text NOT NULL,
	"provider_payment_id" text NOT NULL,
	"order_id" uuid,
	"amount_cents" bigint NOT NULL,
	"outcome" text NOT NULL,
	"via" text NOT NULL,
	"paid_at" timestamp with time zone NOT NULL,
	"raw" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "payment_transactions_provider_payment_unique" UNIQUE("provider","provider_payment_id"),
	CONSTRAINT "payment_transactions_outcome_valid" CHECK ("payment_transactions"."outcome" in ('APPLIED', 'AMOUNT_MISMATCH', 'REFUND_DUE', 'UNMATCHED', 'DECLINED'))
);
--> statement-breakpoint
CREATE TABLE "subscriptions" (
	"user_id" uuid PRIMARY KEY NOT NULL,
	"plan_id" text NOT NULL,
	"active_until" timestamp with time zone NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "payment_order_events" ADD CONSTRAINT "payment_order_events_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_orders" ADD CONSTRAINT "payment_orders_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_transactions" ADD CONSTRAINT "payment_transactions_order_id_payment_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."payment_orders"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "subscriptions" ADD CONSTRAINT "subscriptions_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "payment_order_events_order_idx" ON "payment_order_events" USING btree ("order_id","at");--> statement-breakpoint
CREATE INDEX "payment_orders_user_idx" ON "payment_orders" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "payment_orders_reference_idx" ON "payment_orders" USING btree ("reference_number");--> statement-breakpoint
CREATE INDEX "payment_orders_awaiting_idx" ON "payment_orders" USING btree ("reference_expires_at") WHERE "payment_orders"."status" = 'AWAITING_PAYMENT';--> statement-breakpoint
CREATE INDEX "payment_transactions_order_idx" ON "payment_transactions" USING btree ("order_id");