CREATE TABLE "configuracoes_customizacao" (
	"tipo" text PRIMARY KEY NOT NULL,
	"configuracoes" jsonb NOT NULL,
	"ativo" boolean DEFAULT true NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "arquivos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"chave" text NOT NULL,
	"finalidade" text NOT NULL,
	"tipo_mime" text NOT NULL,
	"tamanho" bigint NOT NULL,
	"sha256" text NOT NULL,
	"nome_original" text,
	"publico" boolean DEFAULT false NOT NULL,
	"usuario_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "arquivos_chave_unique" UNIQUE("chave")
);
--> statement-breakpoint
ALTER TABLE "arquivos" ADD CONSTRAINT "arquivos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "arquivos_usuario_idx" ON "arquivos" USING btree ("usuario_id");--> statement-breakpoint
CREATE INDEX "arquivos_finalidade_idx" ON "arquivos" USING btree ("finalidade","created_at");