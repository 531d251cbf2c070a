CREATE TABLE "sys_import_map" (
	"source_table" varchar(64) NOT NULL,
	"source_key" varchar(100) NOT NULL,
	"target_id" bigint,
	"how" char(1) NOT NULL,
	"source_hash" varchar(64) NOT NULL,
	"import_time" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sys_import_map_source_table_source_key_pk" PRIMARY KEY("source_table","source_key")
);
