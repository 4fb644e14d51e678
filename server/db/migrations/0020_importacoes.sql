CREATE TABLE "importacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"escola_id" uuid NOT NULL,
	"solicitante_id" uuid,
	"solicitante_email" text,
	"solicitante_ip" text,
	"arquivo_chave" text NOT NULL,
	"nome_arquivo" text NOT NULL,
	"tamanho" integer NOT NULL,
	"sha256" varchar(64) NOT NULL,
	"formato" text NOT NULL,
	"cabecalho" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"mapeamento" jsonb,
	"status" text DEFAULT 'enviada' NOT NULL,
	"erro" text,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"arrendado_ate" timestamp with time zone,
	"total_linhas" integer DEFAULT 0 NOT NULL,
	"processadas" integer DEFAULT 0 NOT NULL,
	"validas" integer DEFAULT 0 NOT NULL,
	"duplicadas" integer DEFAULT 0 NOT NULL,
	"criados" integer DEFAULT 0 NOT NULL,
	"atualizados" integer DEFAULT 0 NOT NULL,
	"ignorados" integer DEFAULT 0 NOT NULL,
	"recusados" integer DEFAULT 0 NOT NULL,
	"iniciada_em" timestamp with time zone,
	"concluida_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "importacoes_alunos" (
	"empresa_id" uuid NOT NULL,
	"hash" varchar(64) NOT NULL,
	"aluno_id" uuid NOT NULL,
	CONSTRAINT "importacoes_alunos_empresa_id_hash_pk" PRIMARY KEY("empresa_id","hash"),
	CONSTRAINT "importacoes_alunos_hash_ck" CHECK (length("importacoes_alunos"."hash") = 64)
);
--> statement-breakpoint
CREATE TABLE "importacoes_linhas" (
	"importacao_id" uuid NOT NULL,
	"numero" integer NOT NULL,
	"celulas" jsonb NOT NULL,
	"dados" jsonb,
	"recusas" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"duplicados" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"situacao" text NOT NULL,
	"hash" varchar(64),
	"decisao" text,
	"decisao_motivo" text,
	"resultado" text,
	"erro" text,
	"aluno_id" uuid,
	CONSTRAINT "importacoes_linhas_importacao_id_numero_pk" PRIMARY KEY("importacao_id","numero")
);
--> statement-breakpoint
CREATE TABLE "importacoes_mapeamentos" (
	"empresa_id" uuid NOT NULL,
	"assinatura" text NOT NULL,
	"mapeamento" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "importacoes_mapeamentos_empresa_id_assinatura_pk" PRIMARY KEY("empresa_id","assinatura")
);
--> statement-breakpoint
ALTER TABLE "importacoes" ADD CONSTRAINT "importacoes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacoes" ADD CONSTRAINT "importacoes_escola_id_escolas_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escolas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacoes" ADD CONSTRAINT "importacoes_solicitante_id_usuarios_id_fk" FOREIGN KEY ("solicitante_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacoes_alunos" ADD CONSTRAINT "importacoes_alunos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacoes_alunos" ADD CONSTRAINT "importacoes_alunos_aluno_id_alunos_id_fk" FOREIGN KEY ("aluno_id") REFERENCES "public"."alunos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacoes_linhas" ADD CONSTRAINT "importacoes_linhas_importacao_id_importacoes_id_fk" FOREIGN KEY ("importacao_id") REFERENCES "public"."importacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacoes_linhas" ADD CONSTRAINT "importacoes_linhas_aluno_id_alunos_id_fk" FOREIGN KEY ("aluno_id") REFERENCES "public"."alunos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "importacoes_mapeamentos" ADD CONSTRAINT "importacoes_mapeamentos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "importacoes_empresa_idx" ON "importacoes" USING btree ("empresa_id","created_at");--> statement-breakpoint
CREATE INDEX "importacoes_escola_idx" ON "importacoes" USING btree ("escola_id","created_at");--> statement-breakpoint
CREATE INDEX "importacoes_fila_idx" ON "importacoes" USING btree ("status","arrendado_ate");--> statement-breakpoint
CREATE INDEX "importacoes_alunos_aluno_idx" ON "importacoes_alunos" USING btree ("aluno_id");--> statement-breakpoint
CREATE INDEX "importacoes_linhas_situacao_idx" ON "importacoes_linhas" USING btree ("importacao_id","situacao","numero");