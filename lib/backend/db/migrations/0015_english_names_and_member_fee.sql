ALTER TABLE "sys_menu" ADD COLUMN "menu_es_name" varchar(50) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "sys_dict_data" ADD COLUMN "dict_es_label" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bll_activity" ADD COLUMN "place_es" varchar(300) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bll_activity" ADD COLUMN "member_fee" numeric(10, 2);