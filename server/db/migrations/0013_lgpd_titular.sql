CREATE TABLE "documentos_selados" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"escola_id" uuid NOT NULL,
	"aluno_id" uuid NOT NULL,
	"classe" text NOT NULL,
	"titulo" text NOT NULL,
	"ano_letivo" integer,
	"formato" text NOT NULL,
	"nome_arquivo" text NOT NULL,
	"conteudo" "bytea" NOT NULL,
	"chave" text NOT NULL,
	"tamanho" integer NOT NULL,
	"selado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"selado_por" uuid,
	"expira_em" date
);
--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "anonimizado_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "documentos_selados" ADD CONSTRAINT "documentos_selados_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_selados" ADD CONSTRAINT "documentos_selados_escola_id_escolas_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escolas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_selados" ADD CONSTRAINT "documentos_selados_aluno_id_alunos_id_fk" FOREIGN KEY ("aluno_id") REFERENCES "public"."alunos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_selados" ADD CONSTRAINT "documentos_selados_selado_por_usuarios_id_fk" FOREIGN KEY ("selado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documentos_selados_empresa_idx" ON "documentos_selados" USING btree ("empresa_id","selado_em");--> statement-breakpoint
CREATE INDEX "documentos_selados_aluno_idx" ON "documentos_selados" USING btree ("aluno_id");--> statement-breakpoint
CREATE INDEX "documentos_selados_expira_idx" ON "documentos_selados" USING btree ("expira_em");