CREATE TABLE "conselhos_classe" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"escola_id" uuid NOT NULL,
	"turma_id" uuid NOT NULL,
	"ano_letivo" integer NOT NULL,
	"bimestre" smallint,
	"data" date NOT NULL,
	"horario" text NOT NULL,
	"local" text NOT NULL,
	"coordenador_id" uuid,
	"convidados" text[] DEFAULT '{}'::text[] NOT NULL,
	"pauta" text[] DEFAULT '{}'::text[] NOT NULL,
	"observacoes" text,
	"status" text DEFAULT 'agendado' NOT NULL,
	"versao" integer DEFAULT 1 NOT NULL,
	"data_finalizacao" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conselhos_classe_bimestre_ck" CHECK ("conselhos_classe"."bimestre" is null or "conselhos_classe"."bimestre" between 1 and 4),
	CONSTRAINT "conselhos_classe_horario_ck" CHECK ("conselhos_classe"."horario" ~ '^([01][0-9]|2[0-3]):[0-5][0-9]$')
);
--> statement-breakpoint
CREATE TABLE "conselhos_decisoes" (
	"conselho_id" uuid NOT NULL,
	"versao" integer NOT NULL,
	"aluno_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"encaminhamentos" text[] DEFAULT '{}'::text[] NOT NULL,
	"recomendacao_aluno" text,
	"recomendacao_familia" text,
	"parecer" text,
	"justificativa" text,
	"usuario_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "conselhos_decisoes_conselho_id_versao_aluno_id_pk" PRIMARY KEY("conselho_id","versao","aluno_id")
);
--> statement-breakpoint
CREATE TABLE "conselhos_eventos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"conselho_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"acao" text NOT NULL,
	"versao" integer NOT NULL,
	"motivo" text,
	"usuario_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "conselhos_participantes" (
	"conselho_id" uuid NOT NULL,
	"usuario_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"presente" boolean,
	CONSTRAINT "conselhos_participantes_conselho_id_usuario_id_pk" PRIMARY KEY("conselho_id","usuario_id")
);
--> statement-breakpoint
CREATE TABLE "pendencias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"escola_id" uuid NOT NULL,
	"turma_id" uuid NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"tipo" text DEFAULT 'academica' NOT NULL,
	"prioridade" text DEFAULT 'media' NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"responsavel_id" uuid,
	"aluno_id" uuid,
	"disciplina_id" uuid,
	"bimestre" smallint,
	"data_vencimento" date NOT NULL,
	"data_resolucao" date,
	"motivo_cancelamento" text,
	"observacoes" text,
	"origem" text DEFAULT 'manual' NOT NULL,
	"chave" text,
	"bloqueante" boolean DEFAULT false NOT NULL,
	"link" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "pendencias_bimestre_ck" CHECK ("pendencias"."bimestre" is null or "pendencias"."bimestre" between 1 and 4)
);
--> statement-breakpoint
ALTER TABLE "regras_escolares" ADD COLUMN "tolerancia_chamada_dias" integer DEFAULT 2 NOT NULL;--> statement-breakpoint
ALTER TABLE "regras_escolares" ADD COLUMN "antecedencia_notas_dias" integer DEFAULT 7 NOT NULL;--> statement-breakpoint
ALTER TABLE "regras_escolares" ADD COLUMN "percentual_conselho_tutelar" numeric(4, 1) DEFAULT 30 NOT NULL;--> statement-breakpoint
ALTER TABLE "regras_escolares" ADD COLUMN "conselho_supera_falta" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "conselhos_classe" ADD CONSTRAINT "conselhos_classe_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conselhos_classe" ADD CONSTRAINT "conselhos_classe_escola_id_escolas_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escolas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conselhos_classe" ADD CONSTRAINT "conselhos_classe_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conselhos_classe" ADD CONSTRAINT "conselhos_classe_coordenador_id_usuarios_id_fk" FOREIGN KEY ("coordenador_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conselhos_decisoes" ADD CONSTRAINT "conselhos_decisoes_conselho_id_conselhos_classe_id_fk" FOREIGN KEY ("conselho_id") REFERENCES "public"."conselhos_classe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conselhos_decisoes" ADD CONSTRAINT "conselhos_decisoes_aluno_id_alunos_id_fk" FOREIGN KEY ("aluno_id") REFERENCES "public"."alunos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conselhos_decisoes" ADD CONSTRAINT "conselhos_decisoes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conselhos_decisoes" ADD CONSTRAINT "conselhos_decisoes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conselhos_eventos" ADD CONSTRAINT "conselhos_eventos_conselho_id_conselhos_classe_id_fk" FOREIGN KEY ("conselho_id") REFERENCES "public"."conselhos_classe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conselhos_eventos" ADD CONSTRAINT "conselhos_eventos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conselhos_eventos" ADD CONSTRAINT "conselhos_eventos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conselhos_participantes" ADD CONSTRAINT "conselhos_participantes_conselho_id_conselhos_classe_id_fk" FOREIGN KEY ("conselho_id") REFERENCES "public"."conselhos_classe"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conselhos_participantes" ADD CONSTRAINT "conselhos_participantes_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "conselhos_participantes" ADD CONSTRAINT "conselhos_participantes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pendencias" ADD CONSTRAINT "pendencias_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pendencias" ADD CONSTRAINT "pendencias_escola_id_escolas_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escolas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pendencias" ADD CONSTRAINT "pendencias_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pendencias" ADD CONSTRAINT "pendencias_responsavel_id_usuarios_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pendencias" ADD CONSTRAINT "pendencias_aluno_id_alunos_id_fk" FOREIGN KEY ("aluno_id") REFERENCES "public"."alunos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "pendencias" ADD CONSTRAINT "pendencias_disciplina_id_disciplinas_id_fk" FOREIGN KEY ("disciplina_id") REFERENCES "public"."disciplinas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "conselhos_classe_turma_uq" ON "conselhos_classe" USING btree ("turma_id","ano_letivo",coalesce("bimestre", 0));--> statement-breakpoint
CREATE INDEX "conselhos_classe_escola_idx" ON "conselhos_classe" USING btree ("escola_id","ano_letivo");--> statement-breakpoint
CREATE INDEX "conselhos_classe_empresa_idx" ON "conselhos_classe" USING btree ("empresa_id","status","data");--> statement-breakpoint
CREATE INDEX "conselhos_decisoes_aluno_idx" ON "conselhos_decisoes" USING btree ("aluno_id");--> statement-breakpoint
CREATE INDEX "conselhos_eventos_conselho_idx" ON "conselhos_eventos" USING btree ("conselho_id","created_at");--> statement-breakpoint
CREATE INDEX "conselhos_participantes_usuario_idx" ON "conselhos_participantes" USING btree ("usuario_id");--> statement-breakpoint
CREATE UNIQUE INDEX "pendencias_chave_uq" ON "pendencias" USING btree ("empresa_id","chave") WHERE "pendencias"."chave" is not null;--> statement-breakpoint
CREATE INDEX "pendencias_turma_idx" ON "pendencias" USING btree ("turma_id","status");--> statement-breakpoint
CREATE INDEX "pendencias_escola_idx" ON "pendencias" USING btree ("escola_id","status");--> statement-breakpoint
CREATE INDEX "pendencias_responsavel_idx" ON "pendencias" USING btree ("responsavel_id","status");--> statement-breakpoint
CREATE INDEX "pendencias_bloqueio_idx" ON "pendencias" USING btree ("turma_id","disciplina_id","bimestre") WHERE "pendencias"."bloqueante" and "pendencias"."status" in ('pendente', 'em_andamento');--> statement-breakpoint
ALTER TABLE "regras_escolares" ADD CONSTRAINT "regras_vida_da_turma_ck" CHECK ("regras_escolares"."tolerancia_chamada_dias" between 0 and 60 and "regras_escolares"."antecedencia_notas_dias" between 0 and 60 and "regras_escolares"."percentual_conselho_tutelar" between 0 and 100);