ALTER TABLE "gen_table_column" ADD COLUMN "ts_type" varchar(20) DEFAULT '' NOT NULL;--> statement-breakpoint
-- Rows imported before: java_type held the TypeScript type. It moves to ts_type, and java_type
-- gets the stock RuoYi value of the column type, as javaTypeOf (features/tool/gen/codegen/column-types.ts) picks it.
UPDATE "gen_table_column" SET
  "ts_type" = CASE WHEN "java_type" IN ('string', 'number', 'boolean') THEN "java_type" ELSE '' END,
  "java_type" = CASE
    WHEN lower("column_type") ~ '^(date|time|timestamp)\M' THEN 'Date'
    WHEN lower("column_type") ~ '^boolean\M' THEN 'Boolean'
    WHEN lower("column_type") ~ '^(smallint|integer|int|int2|int4)\M' THEN 'Integer'
    WHEN lower("column_type") ~ '^(bigint|int8)\M' THEN 'Long'
    WHEN lower("column_type") ~ '^(real|double precision|float4|float8)\M' THEN 'Double'
    WHEN lower("column_type") ~ '^(numeric|decimal)\s*\(\s*\d+\s*,\s*0*[1-9]\d*\s*\)' THEN 'BigDecimal'
    WHEN lower("column_type") ~ '^(numeric|decimal)\s*\(\s*\d+\s*,\s*0+\s*\)' THEN 'Long'
    WHEN lower("column_type") ~ '^(numeric|decimal)\s*\(\s*(\d|10)\s*\)' THEN 'Integer'
    WHEN lower("column_type") ~ '^(numeric|decimal)\s*\(' THEN 'Long'
    WHEN lower("column_type") ~ '^(numeric|decimal)\M' THEN 'BigDecimal'
    ELSE 'String'
  END;
