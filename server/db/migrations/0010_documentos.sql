CREATE TABLE "documentos_emitidos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"codigo" text NOT NULL,
	"tipo" text NOT NULL,
	"empresa_id" uuid NOT NULL,
	"aluno_id" uuid NOT NULL,
	"turma_id" uuid NOT NULL,
	"ano_letivo" integer NOT NULL,
	"emitido_por" uuid,
	"emitido_por_nome" text NOT NULL,
	"resumo" jsonb NOT NULL,
	"emitido_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "documentos_emitidos_codigo_unique" UNIQUE("codigo")
);
--> statement-breakpoint
CREATE TABLE "relatorios" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid,
	"solicitante_id" uuid NOT NULL,
	"tipo" text NOT NULL,
	"titulo" text NOT NULL,
	"formato" text NOT NULL,
	"parametros" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"progresso" smallint DEFAULT 0 NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"arrendado_ate" timestamp with time zone,
	"arquivo_chave" text,
	"nome_arquivo" text,
	"tamanho" bigint,
	"erro" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"iniciado_em" timestamp with time zone,
	"concluido_em" timestamp with time zone,
	"expira_em" timestamp with time zone,
	CONSTRAINT "relatorios_progresso_ck" CHECK ("relatorios"."progresso" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "documentos_emitidos" ADD CONSTRAINT "documentos_emitidos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_emitidos" ADD CONSTRAINT "documentos_emitidos_aluno_id_alunos_id_fk" FOREIGN KEY ("aluno_id") REFERENCES "public"."alunos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_emitidos" ADD CONSTRAINT "documentos_emitidos_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "documentos_emitidos" ADD CONSTRAINT "documentos_emitidos_emitido_por_usuarios_id_fk" FOREIGN KEY ("emitido_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorios" ADD CONSTRAINT "relatorios_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "relatorios" ADD CONSTRAINT "relatorios_solicitante_id_usuarios_id_fk" FOREIGN KEY ("solicitante_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "documentos_emitidos_aluno_idx" ON "documentos_emitidos" USING btree ("aluno_id","ano_letivo");--> statement-breakpoint
CREATE INDEX "relatorios_solicitante_idx" ON "relatorios" USING btree ("solicitante_id","created_at");--> statement-breakpoint
CREATE INDEX "relatorios_empresa_idx" ON "relatorios" USING btree ("empresa_id","created_at");--> statement-breakpoint
CREATE INDEX "relatorios_fila_idx" ON "relatorios" USING btree ("status","arrendado_ate");