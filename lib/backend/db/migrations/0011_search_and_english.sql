CREATE TABLE "bll_article_search" (
	"article_id" bigint PRIMARY KEY NOT NULL,
	"title" "tsvector" NOT NULL,
	"summary" "tsvector" NOT NULL,
	"document" "tsvector" NOT NULL,
	"type_id" bigint NOT NULL,
	"published" boolean NOT NULL,
	"publish_time" timestamp with time zone,
	"english" boolean NOT NULL,
	"article_version" integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE "sys_role" ADD COLUMN "role_es_name" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bll_article" ADD COLUMN "summary_es" varchar(1000) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bll_article" ADD COLUMN "author_es" varchar(100) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bll_article" ADD COLUMN "source_es" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bll_links" ADD COLUMN "link_es_name" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bll_declare_template" ADD COLUMN "title_es" varchar(200) DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "bll_article_search" ADD CONSTRAINT "bll_article_search_article_id_bll_article_id_fk" FOREIGN KEY ("article_id") REFERENCES "public"."bll_article"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bll_article_search_document_idx" ON "bll_article_search" USING gin ("document") WITH (fastupdate=false);--> statement-breakpoint
CREATE INDEX "bll_article_search_title_idx" ON "bll_article_search" USING gin ("title") WITH (fastupdate=false);