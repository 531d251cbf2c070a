ALTER TABLE "sys_sms_outbox" ADD COLUMN "provider" varchar(16) DEFAULT 'outbox' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_sms_outbox" ADD COLUMN "message_id" varchar(64) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_sms_outbox" ADD COLUMN "status" char(1) DEFAULT '0' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_sms_outbox" ADD COLUMN "error" varchar(255) DEFAULT '' NOT NULL;