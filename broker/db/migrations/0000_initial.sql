CREATE TYPE "public"."billing_period" AS ENUM('amendment', 'annual', 'annual_fixed', 'annual_prorata', 'annual_static_date', 'biannually', 'monthly', 'monthly_fixed', 'monthly_prorata', 'one_shot', 'quarterly');--> statement-breakpoint
CREATE TYPE "public"."contract_status" AS ENUM('project', 'quote', 'reviewing', 'need_signature', 'waiting', 'pending_signed', 'signed', 'formalised', 'formal_notice', 'terminated');--> statement-breakpoint
CREATE TYPE "public"."delegate_function" AS ENUM('owner', 'accountant', 'manager');--> statement-breakpoint
CREATE TYPE "public"."gdpr_subject" AS ENUM('access', 'rectification', 'data_portability', 'erasure', 'objection', 'restriction_of_processing');--> statement-breakpoint
CREATE TYPE "public"."gender" AS ENUM('M', 'F');--> statement-breakpoint
CREATE TYPE "public"."invoice_status" AS ENUM('created', 'issued', 'paid');--> statement-breakpoint
CREATE TYPE "public"."invoice_type" AS ENUM('payment', 'placement_fees', 'refund_notice');--> statement-breakpoint
CREATE TYPE "public"."outbox_channel" AS ENUM('email', 'sms');--> statement-breakpoint
CREATE TYPE "public"."outbox_status" AS ENUM('pending', 'sending', 'sent', 'stored', 'failed');--> statement-breakpoint
CREATE TYPE "public"."payment_status" AS ENUM('active', 'success', 'fail', 'disputed', 'warning');--> statement-breakpoint
CREATE TYPE "public"."prospect_status" AS ENUM('pending', 'paused', 'blocked', 'cancelled', 'converted');--> statement-breakpoint
CREATE TYPE "public"."quote_step" AS ENUM('received', 'under_review', 'quote_ready', 'sign_needed', 'quote_finalized');--> statement-breakpoint
CREATE TYPE "public"."reject_reason" AS ENUM('expired', 'incomplete', 'inconsistent', 'unreadable');--> statement-breakpoint
CREATE TYPE "public"."required_document_status" AS ENUM('missing', 'uploaded', 'valid', 'invalid');--> statement-breakpoint
CREATE TABLE "account_client" (
	"account_id" uuid NOT NULL,
	"client_id" text NOT NULL,
	"brand_id" text NOT NULL,
	"role" text DEFAULT 'holder' NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "account_client_account_id_client_id_pk" PRIMARY KEY("account_id","client_id")
);
--> statement-breakpoint
CREATE TABLE "account" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"title" text,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"password_hash" text,
	"manager_password_hash" text,
	"can_update_siret" boolean DEFAULT false NOT NULL,
	"must_change_password" boolean DEFAULT false NOT NULL,
	"must_confirm_phone" boolean DEFAULT false NOT NULL,
	"must_do_qualification" boolean DEFAULT false NOT NULL,
	"is_pcc" boolean DEFAULT false NOT NULL,
	"has_multi_account" boolean DEFAULT false NOT NULL,
	"personal_access" boolean DEFAULT false NOT NULL,
	"need_user" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "amendment" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"label" text NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"approved_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand_api_token" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"label" text,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "brand" (
	"id" text PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"country" text NOT NULL,
	"is_default" boolean DEFAULT false NOT NULL,
	"host_key" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "card" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text NOT NULL,
	"contract_id" text,
	"provider_ref" text NOT NULL,
	"card_brand" text,
	"last4" text NOT NULL,
	"exp_month" integer NOT NULL,
	"exp_year" integer NOT NULL,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim_file" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text NOT NULL,
	"claim_id" text NOT NULL,
	"kind" text DEFAULT 'proof' NOT NULL,
	"type" text,
	"status" text DEFAULT 'uploaded' NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer,
	"storage_key" text NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "claim" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"reference" text NOT NULL,
	"nature" text NOT NULL,
	"occurrence_date" date NOT NULL,
	"declaration_date" date NOT NULL,
	"circumstances" text,
	"damages" text,
	"physical_injury" boolean DEFAULT false NOT NULL,
	"third_party_involved" boolean DEFAULT false NOT NULL,
	"third_parties" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"statements" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" text DEFAULT 'declared' NOT NULL,
	"photo_collection_url" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "client" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"siret" text,
	"name" text NOT NULL,
	"naf" text,
	"owner_status" text,
	"owner_firstname" text,
	"owner_lastname" text,
	"owner_function" text,
	"owner_function_label" text,
	"employees" integer,
	"cadres" integer,
	"postal_code" text,
	"city" text,
	"address" text,
	"additional_address" text,
	"legal_form" text,
	"email" text,
	"phone" text,
	"choice_cadres" text,
	"choice_no_cadres" text,
	"app_partner" text,
	"id_agent" integer,
	"ga_id" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type" text,
	"is_agent" boolean DEFAULT false NOT NULL,
	"source" text,
	"relevant_tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"activity" text,
	"function" text,
	"birth_date" date,
	"social_security_number" text,
	"qualified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contact_request" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text,
	"account_id" uuid,
	"name" text,
	"company_id" text,
	"email" text,
	"phone" text,
	"subject" text,
	"day" date,
	"hour" text,
	"message" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract_menu_tab" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"space" text DEFAULT 'customer' NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"slug" text NOT NULL,
	"disabled" boolean DEFAULT false NOT NULL,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "contract" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text NOT NULL,
	"number" text NOT NULL,
	"label" text NOT NULL,
	"type" text NOT NULL,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"status" "contract_status" DEFAULT 'project' NOT NULL,
	"start_date" date,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"token" text,
	"price" numeric(12, 2),
	"periodicity" "billing_period",
	"is_signed" boolean DEFAULT false NOT NULL,
	"is_entrusted" boolean DEFAULT false NOT NULL,
	"is_delegated" boolean DEFAULT false NOT NULL,
	"termination" jsonb,
	"terminated_at" timestamp with time zone,
	"terminated_date" date,
	"terminated_reason" text,
	"terminated_code" text,
	"due_date" date,
	"due_date_type" text,
	"fee_broker_percent" numeric(8, 4),
	"fee_broker_added_percent" numeric(8, 4),
	"commission_percent" numeric(8, 4),
	"fee_percent" numeric(8, 4),
	"base_share_broker_commission_percent" numeric(8, 4),
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"amendment_available" boolean DEFAULT false NOT NULL,
	"amendment_label" text,
	"current_payment_method" text,
	"missing_payment" boolean DEFAULT false NOT NULL,
	"quote_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "delegation" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text NOT NULL,
	"created_by_account_id" uuid,
	"delegate_account_id" uuid,
	"firstname" text NOT NULL,
	"lastname" text NOT NULL,
	"email" text NOT NULL,
	"phone" text,
	"gender" "gender" NOT NULL,
	"function" "delegate_function" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "document" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text,
	"prospect_id" text,
	"contract_id" text,
	"quote_id" text,
	"signature_id" text,
	"name" text NOT NULL,
	"label" text NOT NULL,
	"sublabel" text,
	"type" text NOT NULL,
	"mime" text DEFAULT 'application/pdf' NOT NULL,
	"storage_key" text,
	"size" integer,
	"uploaded" boolean DEFAULT false NOT NULL,
	"cacheable" boolean DEFAULT true NOT NULL,
	"deleteable" boolean DEFAULT false NOT NULL,
	"signature" boolean DEFAULT false NOT NULL,
	"is_pre_contractual" boolean DEFAULT false NOT NULL,
	"downloaded_at" timestamp with time zone,
	"state" text,
	"visible" boolean DEFAULT true NOT NULL,
	"archived_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "gdpr_request" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text NOT NULL,
	"account_id" uuid,
	"subject" "gdpr_subject" NOT NULL,
	"comment" text,
	"accepted_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "idempotency_key" (
	"brand_id" text NOT NULL,
	"scope" text NOT NULL,
	"key" text NOT NULL,
	"request_hash" text NOT NULL,
	"state" text DEFAULT 'in_flight' NOT NULL,
	"response_status" integer,
	"response_headers" jsonb,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	CONSTRAINT "idempotency_key_brand_id_scope_key_pk" PRIMARY KEY("brand_id","scope","key")
);
--> statement-breakpoint
CREATE TABLE "invoice" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"number" text,
	"period_start" date,
	"period_end" date,
	"due_date" date,
	"amount" numeric(12, 2) NOT NULL,
	"fee_formal_notice" numeric(12, 2),
	"is_initial_payment" boolean DEFAULT false NOT NULL,
	"status" "invoice_status" DEFAULT 'created' NOT NULL,
	"type" "invoice_type" DEFAULT 'payment' NOT NULL,
	"is_payable" boolean DEFAULT false NOT NULL,
	"storage_key" text,
	"issued_at" timestamp with time zone,
	"paid_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "magic_link" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "magic_link_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "mandate" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text NOT NULL,
	"contract_id" text,
	"quote_id" text,
	"type" text DEFAULT 'sepa' NOT NULL,
	"iban" text NOT NULL,
	"bic" text,
	"holder" text,
	"reference" text NOT NULL,
	"legal_accepted_at" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"revoked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "notification" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text NOT NULL,
	"contract_id" text,
	"title" text NOT NULL,
	"tag" text,
	"status" text,
	"date" timestamp with time zone DEFAULT now() NOT NULL,
	"reason" text,
	"client_reason" text,
	"details" text,
	"amount" numeric(12, 2),
	"step" text,
	"scopes" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"type" text,
	"button_action" text,
	"button_message" text,
	"product_name" text,
	"read_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "outbox" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text,
	"channel" "outbox_channel" NOT NULL,
	"recipient" text NOT NULL,
	"subject" text,
	"text_body" text NOT NULL,
	"html_body" text,
	"template" text,
	"status" "outbox_status" DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "password_reset" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"email_token_hash" text,
	"sms_code_hash" text,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "password_reset_email_token_hash_unique" UNIQUE("email_token_hash")
);
--> statement-breakpoint
CREATE TABLE "payment_intent" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text NOT NULL,
	"contract_id" text,
	"invoice_id" text,
	"kind" text NOT NULL,
	"intent_key" text NOT NULL,
	"intent_token_hash" text NOT NULL,
	"amount" numeric(12, 2) DEFAULT 0 NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" text DEFAULT 'requires_payment_method' NOT NULL,
	"failure_code" text,
	"expires_at" timestamp with time zone NOT NULL,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "payment" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"invoice_id" text,
	"amount" numeric(12, 2) NOT NULL,
	"currency" text DEFAULT 'EUR' NOT NULL,
	"status" "payment_status" DEFAULT 'active' NOT NULL,
	"method" text,
	"date" date,
	"dispute_id" text,
	"dispute_data" jsonb,
	"failure_code" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "periodicity_change" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"account_id" uuid,
	"from_period" "billing_period",
	"to_period" "billing_period" NOT NULL,
	"changed_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "planning" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"invoice_id" text,
	"due_date" date NOT NULL,
	"amount" numeric(12, 2) NOT NULL,
	"status" "payment_status" DEFAULT 'active' NOT NULL,
	"name" text,
	"label" text,
	"storage_key" text,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "product" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"name" text NOT NULL,
	"icon" text,
	"description" text,
	"subscribe_url" text,
	"quote_url" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "prospect" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"account_id" uuid,
	"email" text NOT NULL,
	"status" "prospect_status" DEFAULT 'pending' NOT NULL,
	"best_product_sheet_name" text,
	"best_product_sheet_icon" text,
	"converted_client_id" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "quote" (
	"id" text PRIMARY KEY NOT NULL,
	"uuid" uuid DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text,
	"prospect_id" text,
	"contract_id" text,
	"is_bespoke" boolean DEFAULT false NOT NULL,
	"number" text NOT NULL,
	"label" text NOT NULL,
	"product_name" text,
	"description" text,
	"type_contrat" text,
	"id_guarantee" integer,
	"id_bespoke_product" integer,
	"status" text,
	"step" "quote_step" DEFAULT 'received' NOT NULL,
	"pre_subscription_status" text,
	"start_date" date,
	"date_creation" timestamp with time zone,
	"date_modif" timestamp with time zone,
	"price_ttc" numeric(12, 2),
	"price_ht" numeric(12, 2),
	"price_tca" numeric(12, 2),
	"price_tca_percent" numeric(8, 4),
	"price_tva" numeric(12, 2),
	"price_tva_percent" numeric(8, 4),
	"price_comm" numeric(12, 2),
	"price_comm_percent" numeric(8, 4),
	"price_fee" numeric(12, 2),
	"price_fee_percent" numeric(8, 4),
	"price_fee_broker" numeric(12, 2),
	"price_fee_broker_added" numeric(12, 2),
	"price_fee_broker_percent" numeric(8, 4),
	"price_fee_broker_added_percent" numeric(8, 4),
	"base_share_broker_commission" numeric(12, 2),
	"token" text,
	"is_signed" boolean DEFAULT false NOT NULL,
	"is_entrusted" boolean DEFAULT false NOT NULL,
	"is_delegated" boolean DEFAULT false NOT NULL,
	"terminated_at" timestamp with time zone,
	"terminated_date" date,
	"terminated_reason" text,
	"terminated_code" text,
	"due_date" date,
	"due_date_type" text,
	"periodicity" "billing_period",
	"paid_at" timestamp with time zone,
	"current_payment_method" text,
	"tags" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"extra" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"contribution_type" text,
	"has_sign_needed" boolean DEFAULT false NOT NULL,
	"profile" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"optins" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"conditions_accepted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deleted_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "rate_limit_bucket" (
	"key" text PRIMARY KEY NOT NULL,
	"window_start" timestamp with time zone NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "required_document" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text,
	"prospect_id" text,
	"contract_id" text,
	"quote_id" text,
	"title" text NOT NULL,
	"status" "required_document_status" DEFAULT 'missing' NOT NULL,
	"reject_reason" "reject_reason",
	"file_name" text,
	"mime" text,
	"storage_key" text,
	"uploaded_at" timestamp with time zone,
	"reviewed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "service" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"label" text NOT NULL,
	"description" text,
	"url" text,
	"icon" text,
	"position" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE "session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"account_id" uuid NOT NULL,
	"token_hash" text NOT NULL,
	"client_id" text,
	"prospect_id" text,
	"data" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"method" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_seen_at" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "signature_session" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"brand_id" text NOT NULL,
	"signature_id" text NOT NULL,
	"token_hash" text NOT NULL,
	"code_hash" text NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"verified_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "signature_session_token_hash_unique" UNIQUE("token_hash")
);
--> statement-breakpoint
CREATE TABLE "signature" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text,
	"prospect_id" text,
	"quote_id" text,
	"contract_id" text,
	"provider" text DEFAULT 'sandbox' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"url" text,
	"url_ack" text,
	"validation_id" integer,
	"redirect_uri_success" text,
	"redirect_uri_error" text,
	"redirect_uri_cancel" text,
	"expiration_date" timestamp with time zone,
	"signed_at" timestamp with time zone,
	"refused_at" timestamp with time zone,
	"acked_at" timestamp with time zone,
	"ack_failed_at" timestamp with time zone,
	"canceled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "termination_request_file" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"termination_request_id" text NOT NULL,
	"name" text NOT NULL,
	"mime" text NOT NULL,
	"size" integer,
	"storage_key" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "termination_request" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text,
	"contract_id" text,
	"is_public" boolean DEFAULT false NOT NULL,
	"contract_number" text,
	"reason" text NOT NULL,
	"description" text,
	"effective_date" date,
	"firstname" text,
	"lastname" text,
	"email" text,
	"identity" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'received' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "vehicle" (
	"id" text PRIMARY KEY NOT NULL,
	"brand_id" text NOT NULL,
	"client_id" text NOT NULL,
	"contract_id" text NOT NULL,
	"registration_number" text NOT NULL,
	"model" text,
	"entry_date" date,
	"exit_date" date,
	"affiliation" text DEFAULT 'company' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "account_client" ADD CONSTRAINT "account_client_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_client" ADD CONSTRAINT "account_client_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account_client" ADD CONSTRAINT "account_client_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "account" ADD CONSTRAINT "account_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amendment" ADD CONSTRAINT "amendment_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amendment" ADD CONSTRAINT "amendment_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "amendment" ADD CONSTRAINT "amendment_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "brand_api_token" ADD CONSTRAINT "brand_api_token_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card" ADD CONSTRAINT "card_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card" ADD CONSTRAINT "card_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "card" ADD CONSTRAINT "card_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_file" ADD CONSTRAINT "claim_file_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_file" ADD CONSTRAINT "claim_file_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim_file" ADD CONSTRAINT "claim_file_claim_id_claim_id_fk" FOREIGN KEY ("claim_id") REFERENCES "public"."claim"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim" ADD CONSTRAINT "claim_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim" ADD CONSTRAINT "claim_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "claim" ADD CONSTRAINT "claim_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client" ADD CONSTRAINT "client_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_request" ADD CONSTRAINT "contact_request_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_request" ADD CONSTRAINT "contact_request_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contact_request" ADD CONSTRAINT "contact_request_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_menu_tab" ADD CONSTRAINT "contract_menu_tab_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_menu_tab" ADD CONSTRAINT "contract_menu_tab_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract_menu_tab" ADD CONSTRAINT "contract_menu_tab_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contract" ADD CONSTRAINT "contract_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegation" ADD CONSTRAINT "delegation_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegation" ADD CONSTRAINT "delegation_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegation" ADD CONSTRAINT "delegation_created_by_account_id_account_id_fk" FOREIGN KEY ("created_by_account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "delegation" ADD CONSTRAINT "delegation_delegate_account_id_account_id_fk" FOREIGN KEY ("delegate_account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_prospect_id_prospect_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospect"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "document" ADD CONSTRAINT "document_signature_id_signature_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."signature"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gdpr_request" ADD CONSTRAINT "gdpr_request_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gdpr_request" ADD CONSTRAINT "gdpr_request_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "gdpr_request" ADD CONSTRAINT "gdpr_request_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "idempotency_key" ADD CONSTRAINT "idempotency_key_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "invoice" ADD CONSTRAINT "invoice_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magic_link" ADD CONSTRAINT "magic_link_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "magic_link" ADD CONSTRAINT "magic_link_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate" ADD CONSTRAINT "mandate_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate" ADD CONSTRAINT "mandate_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate" ADD CONSTRAINT "mandate_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mandate" ADD CONSTRAINT "mandate_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification" ADD CONSTRAINT "notification_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "password_reset" ADD CONSTRAINT "password_reset_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_intent" ADD CONSTRAINT "payment_intent_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment" ADD CONSTRAINT "payment_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodicity_change" ADD CONSTRAINT "periodicity_change_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodicity_change" ADD CONSTRAINT "periodicity_change_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodicity_change" ADD CONSTRAINT "periodicity_change_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "periodicity_change" ADD CONSTRAINT "periodicity_change_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning" ADD CONSTRAINT "planning_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning" ADD CONSTRAINT "planning_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning" ADD CONSTRAINT "planning_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "planning" ADD CONSTRAINT "planning_invoice_id_invoice_id_fk" FOREIGN KEY ("invoice_id") REFERENCES "public"."invoice"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "product" ADD CONSTRAINT "product_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect" ADD CONSTRAINT "prospect_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect" ADD CONSTRAINT "prospect_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "prospect" ADD CONSTRAINT "prospect_converted_client_id_client_id_fk" FOREIGN KEY ("converted_client_id") REFERENCES "public"."client"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_prospect_id_prospect_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospect"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quote" ADD CONSTRAINT "quote_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "required_document" ADD CONSTRAINT "required_document_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "required_document" ADD CONSTRAINT "required_document_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "required_document" ADD CONSTRAINT "required_document_prospect_id_prospect_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospect"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "required_document" ADD CONSTRAINT "required_document_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "required_document" ADD CONSTRAINT "required_document_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "service" ADD CONSTRAINT "service_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_account_id_account_id_fk" FOREIGN KEY ("account_id") REFERENCES "public"."account"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_prospect_id_prospect_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospect"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_session" ADD CONSTRAINT "signature_session_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature_session" ADD CONSTRAINT "signature_session_signature_id_signature_id_fk" FOREIGN KEY ("signature_id") REFERENCES "public"."signature"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature" ADD CONSTRAINT "signature_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature" ADD CONSTRAINT "signature_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature" ADD CONSTRAINT "signature_prospect_id_prospect_id_fk" FOREIGN KEY ("prospect_id") REFERENCES "public"."prospect"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature" ADD CONSTRAINT "signature_quote_id_quote_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quote"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "signature" ADD CONSTRAINT "signature_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termination_request_file" ADD CONSTRAINT "termination_request_file_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termination_request_file" ADD CONSTRAINT "termination_request_file_termination_request_id_termination_request_id_fk" FOREIGN KEY ("termination_request_id") REFERENCES "public"."termination_request"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termination_request" ADD CONSTRAINT "termination_request_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termination_request" ADD CONSTRAINT "termination_request_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "termination_request" ADD CONSTRAINT "termination_request_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle" ADD CONSTRAINT "vehicle_brand_id_brand_id_fk" FOREIGN KEY ("brand_id") REFERENCES "public"."brand"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle" ADD CONSTRAINT "vehicle_client_id_client_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."client"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "vehicle" ADD CONSTRAINT "vehicle_contract_id_contract_id_fk" FOREIGN KEY ("contract_id") REFERENCES "public"."contract"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "account_client_client_idx" ON "account_client" USING btree ("client_id");--> statement-breakpoint
CREATE UNIQUE INDEX "account_brand_email_uq" ON "account" USING btree ("brand_id","email");--> statement-breakpoint
CREATE INDEX "amendment_contract_idx" ON "amendment" USING btree ("brand_id","client_id","contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "brand_api_token_hash_uq" ON "brand_api_token" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "brand_api_token_brand_idx" ON "brand_api_token" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "card_contract_idx" ON "card" USING btree ("brand_id","client_id","contract_id");--> statement-breakpoint
CREATE INDEX "claim_file_claim_idx" ON "claim_file" USING btree ("brand_id","client_id","claim_id");--> statement-breakpoint
CREATE UNIQUE INDEX "claim_reference_uq" ON "claim" USING btree ("brand_id","reference");--> statement-breakpoint
CREATE INDEX "claim_client_idx" ON "claim" USING btree ("brand_id","client_id");--> statement-breakpoint
CREATE INDEX "client_brand_idx" ON "client" USING btree ("brand_id");--> statement-breakpoint
CREATE INDEX "contact_request_client_idx" ON "contact_request" USING btree ("brand_id","client_id");--> statement-breakpoint
CREATE INDEX "contract_menu_tab_contract_idx" ON "contract_menu_tab" USING btree ("contract_id","space");--> statement-breakpoint
CREATE INDEX "contract_owner_idx" ON "contract" USING btree ("brand_id","client_id");--> statement-breakpoint
CREATE INDEX "delegation_client_idx" ON "delegation" USING btree ("brand_id","client_id");--> statement-breakpoint
CREATE INDEX "document_contract_idx" ON "document" USING btree ("brand_id","client_id","contract_id");--> statement-breakpoint
CREATE INDEX "document_quote_idx" ON "document" USING btree ("brand_id","quote_id");--> statement-breakpoint
CREATE INDEX "gdpr_request_client_idx" ON "gdpr_request" USING btree ("brand_id","client_id");--> statement-breakpoint
CREATE INDEX "idempotency_key_expires_idx" ON "idempotency_key" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "invoice_contract_idx" ON "invoice" USING btree ("brand_id","client_id","contract_id");--> statement-breakpoint
CREATE INDEX "mandate_contract_idx" ON "mandate" USING btree ("brand_id","client_id","contract_id");--> statement-breakpoint
CREATE INDEX "notification_client_idx" ON "notification" USING btree ("brand_id","client_id","contract_id");--> statement-breakpoint
CREATE INDEX "outbox_status_idx" ON "outbox" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "password_reset_account_idx" ON "password_reset" USING btree ("account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "payment_intent_key_uq" ON "payment_intent" USING btree ("intent_key");--> statement-breakpoint
CREATE INDEX "payment_intent_client_idx" ON "payment_intent" USING btree ("brand_id","client_id");--> statement-breakpoint
CREATE INDEX "payment_contract_idx" ON "payment" USING btree ("brand_id","client_id","contract_id");--> statement-breakpoint
CREATE INDEX "payment_dispute_idx" ON "payment" USING btree ("dispute_id");--> statement-breakpoint
CREATE INDEX "periodicity_change_contract_idx" ON "periodicity_change" USING btree ("brand_id","contract_id","changed_at");--> statement-breakpoint
CREATE INDEX "planning_contract_idx" ON "planning" USING btree ("brand_id","client_id","contract_id");--> statement-breakpoint
CREATE INDEX "prospect_brand_account_idx" ON "prospect" USING btree ("brand_id","account_id");--> statement-breakpoint
CREATE UNIQUE INDEX "quote_uuid_uq" ON "quote" USING btree ("uuid");--> statement-breakpoint
CREATE INDEX "quote_client_idx" ON "quote" USING btree ("brand_id","client_id");--> statement-breakpoint
CREATE INDEX "quote_prospect_idx" ON "quote" USING btree ("brand_id","prospect_id");--> statement-breakpoint
CREATE INDEX "rate_limit_bucket_expires_idx" ON "rate_limit_bucket" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "required_document_contract_idx" ON "required_document" USING btree ("brand_id","client_id","contract_id");--> statement-breakpoint
CREATE UNIQUE INDEX "session_token_hash_uq" ON "session" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "session_account_idx" ON "session" USING btree ("account_id");--> statement-breakpoint
CREATE INDEX "signature_client_idx" ON "signature" USING btree ("brand_id","client_id");--> statement-breakpoint
CREATE INDEX "signature_prospect_idx" ON "signature" USING btree ("brand_id","prospect_id");--> statement-breakpoint
CREATE INDEX "termination_request_client_idx" ON "termination_request" USING btree ("brand_id","client_id");--> statement-breakpoint
CREATE INDEX "vehicle_contract_idx" ON "vehicle" USING btree ("brand_id","client_id","contract_id");