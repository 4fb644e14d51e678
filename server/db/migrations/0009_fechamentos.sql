CREATE TABLE "anos_letivos" (
	"empresa_id" uuid NOT NULL,
	"ano" integer NOT NULL,
	"inicio" date NOT NULL,
	"fim" date NOT NULL,
	"bimestres" jsonb NOT NULL,
	"dias" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "anos_letivos_empresa_id_ano_pk" PRIMARY KEY("empresa_id","ano"),
	CONSTRAINT "anos_letivos_periodo_ck" CHECK ("anos_letivos"."fim" > "anos_letivos"."inicio"),
	CONSTRAINT "anos_letivos_ano_ck" CHECK ("anos_letivos"."ano" between 2000 and 2100)
);
--> statement-breakpoint
CREATE TABLE "avaliacoes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"escola_id" uuid NOT NULL,
	"turma_id" uuid NOT NULL,
	"disciplina_id" uuid NOT NULL,
	"bimestre" smallint NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"tipo" text NOT NULL,
	"peso" smallint DEFAULT 1 NOT NULL,
	"valor_total" numeric(5, 1) DEFAULT 10 NOT NULL,
	"data_aplicacao" date NOT NULL,
	"data_entrega" date NOT NULL,
	"professor_id" uuid,
	"observacoes" text,
	"status" text DEFAULT 'agendada' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avaliacoes_bimestre_ck" CHECK ("avaliacoes"."bimestre" between 1 and 4),
	CONSTRAINT "avaliacoes_peso_ck" CHECK ("avaliacoes"."peso" between 1 and 10),
	CONSTRAINT "avaliacoes_valor_total_ck" CHECK ("avaliacoes"."valor_total" >= 1 and "avaliacoes"."valor_total" <= 1000),
	CONSTRAINT "avaliacoes_datas_ck" CHECK ("avaliacoes"."data_entrega" >= "avaliacoes"."data_aplicacao")
);
--> statement-breakpoint
CREATE TABLE "avaliacoes_resultados" (
	"avaliacao_id" uuid NOT NULL,
	"aluno_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"nota" numeric(5, 1),
	"ausente" boolean DEFAULT false NOT NULL,
	"dispensado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "avaliacoes_resultados_avaliacao_id_aluno_id_pk" PRIMARY KEY("avaliacao_id","aluno_id"),
	CONSTRAINT "avaliacoes_resultados_um_ck" CHECK ((case when "avaliacoes_resultados"."nota" is not null then 1 else 0 end) + (case when "avaliacoes_resultados"."ausente" then 1 else 0 end) + (case when "avaliacoes_resultados"."dispensado" then 1 else 0 end) = 1),
	CONSTRAINT "avaliacoes_resultados_nota_ck" CHECK ("avaliacoes_resultados"."nota" is null or "avaliacoes_resultados"."nota" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fechamentos_anuais" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"escola_id" uuid NOT NULL,
	"turma_id" uuid NOT NULL,
	"ano_letivo" integer NOT NULL,
	"status" text DEFAULT 'em_andamento' NOT NULL,
	"observacoes" text,
	"data_fechamento" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fechamentos_anuais_turma_uq" UNIQUE("turma_id")
);
--> statement-breakpoint
CREATE TABLE "fechamentos_bimestrais" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"escola_id" uuid NOT NULL,
	"turma_id" uuid NOT NULL,
	"disciplina_id" uuid NOT NULL,
	"bimestre" smallint NOT NULL,
	"ano_letivo" integer NOT NULL,
	"aulas_previstas" integer,
	"observacoes" text,
	"justificativa" text,
	"status" text DEFAULT 'em_andamento' NOT NULL,
	"data_fechamento" date,
	"versao_snapshot" integer DEFAULT 0 NOT NULL,
	"aviso_prazo_enviado" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fechamentos_bimestrais_uq" UNIQUE("turma_id","disciplina_id","bimestre"),
	CONSTRAINT "fechamentos_bimestrais_bimestre_ck" CHECK ("fechamentos_bimestrais"."bimestre" between 1 and 4),
	CONSTRAINT "fechamentos_bimestrais_aulas_ck" CHECK ("fechamentos_bimestrais"."aulas_previstas" is null or "fechamentos_bimestrais"."aulas_previstas" >= 0)
);
--> statement-breakpoint
CREATE TABLE "fechamentos_eventos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"fechamento_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"acao" text NOT NULL,
	"motivo" text,
	"usuario_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "fechamentos_snapshots" (
	"fechamento_id" uuid NOT NULL,
	"versao" integer NOT NULL,
	"aluno_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"nota_bruta" numeric(5, 2),
	"nota" numeric(5, 2),
	"faltas" integer NOT NULL,
	"aulas" integer NOT NULL,
	"percentual_frequencia" numeric(4, 1),
	"situacao" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "fechamentos_snapshots_fechamento_id_versao_aluno_id_pk" PRIMARY KEY("fechamento_id","versao","aluno_id")
);
--> statement-breakpoint
CREATE TABLE "recuperacoes_finais" (
	"turma_id" uuid NOT NULL,
	"disciplina_id" uuid NOT NULL,
	"aluno_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"nota" numeric(4, 1) NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "recuperacoes_finais_turma_id_disciplina_id_aluno_id_pk" PRIMARY KEY("turma_id","disciplina_id","aluno_id"),
	CONSTRAINT "recuperacoes_finais_nota_ck" CHECK ("recuperacoes_finais"."nota" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "resultados_finais" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"escola_id" uuid NOT NULL,
	"turma_id" uuid NOT NULL,
	"aluno_id" uuid NOT NULL,
	"disciplina_id" uuid,
	"ano_letivo" integer NOT NULL,
	"media_anual" numeric(5, 2),
	"recuperacao" numeric(4, 1),
	"media_final" numeric(5, 2),
	"aulas" integer DEFAULT 0 NOT NULL,
	"faltas" integer DEFAULT 0 NOT NULL,
	"situacao" text NOT NULL,
	"reprovado_por_nota" boolean DEFAULT false NOT NULL,
	"reprovado_por_falta" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "regras_escolares" ADD COLUMN "modo_nota_bimestre" text DEFAULT 'quatro_notas' NOT NULL;--> statement-breakpoint
ALTER TABLE "regras_escolares" ADD COLUMN "ausente_conta_zero" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "regras_escolares" ADD COLUMN "arredondamento_incremento" numeric(3, 2) DEFAULT 0.1 NOT NULL;--> statement-breakpoint
ALTER TABLE "regras_escolares" ADD COLUMN "arredondamento_modo" text DEFAULT 'proximo' NOT NULL;--> statement-breakpoint
ALTER TABLE "regras_escolares" ADD COLUMN "pesos_bimestres" integer[] DEFAULT '{1,1,1,1}'::integer[] NOT NULL;--> statement-breakpoint
ALTER TABLE "regras_escolares" ADD COLUMN "regra_recuperacao" text DEFAULT 'substitui_se_maior' NOT NULL;--> statement-breakpoint
ALTER TABLE "regras_escolares" ADD COLUMN "media_apos_recuperacao" numeric(4, 1);--> statement-breakpoint
ALTER TABLE "regras_escolares" ADD COLUMN "disciplinas_sem_reprovacao" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "anos_letivos" ADD CONSTRAINT "anos_letivos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_escola_id_escolas_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escolas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_disciplina_id_disciplinas_id_fk" FOREIGN KEY ("disciplina_id") REFERENCES "public"."disciplinas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes" ADD CONSTRAINT "avaliacoes_professor_id_usuarios_id_fk" FOREIGN KEY ("professor_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes_resultados" ADD CONSTRAINT "avaliacoes_resultados_avaliacao_id_avaliacoes_id_fk" FOREIGN KEY ("avaliacao_id") REFERENCES "public"."avaliacoes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes_resultados" ADD CONSTRAINT "avaliacoes_resultados_aluno_id_alunos_id_fk" FOREIGN KEY ("aluno_id") REFERENCES "public"."alunos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avaliacoes_resultados" ADD CONSTRAINT "avaliacoes_resultados_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamentos_anuais" ADD CONSTRAINT "fechamentos_anuais_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamentos_anuais" ADD CONSTRAINT "fechamentos_anuais_escola_id_escolas_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escolas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamentos_anuais" ADD CONSTRAINT "fechamentos_anuais_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamentos_bimestrais" ADD CONSTRAINT "fechamentos_bimestrais_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamentos_bimestrais" ADD CONSTRAINT "fechamentos_bimestrais_escola_id_escolas_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escolas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamentos_bimestrais" ADD CONSTRAINT "fechamentos_bimestrais_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamentos_bimestrais" ADD CONSTRAINT "fechamentos_bimestrais_disciplina_id_disciplinas_id_fk" FOREIGN KEY ("disciplina_id") REFERENCES "public"."disciplinas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamentos_eventos" ADD CONSTRAINT "fechamentos_eventos_fechamento_id_fechamentos_bimestrais_id_fk" FOREIGN KEY ("fechamento_id") REFERENCES "public"."fechamentos_bimestrais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamentos_eventos" ADD CONSTRAINT "fechamentos_eventos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamentos_eventos" ADD CONSTRAINT "fechamentos_eventos_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamentos_snapshots" ADD CONSTRAINT "fechamentos_snapshots_fechamento_id_fechamentos_bimestrais_id_fk" FOREIGN KEY ("fechamento_id") REFERENCES "public"."fechamentos_bimestrais"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamentos_snapshots" ADD CONSTRAINT "fechamentos_snapshots_aluno_id_alunos_id_fk" FOREIGN KEY ("aluno_id") REFERENCES "public"."alunos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fechamentos_snapshots" ADD CONSTRAINT "fechamentos_snapshots_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recuperacoes_finais" ADD CONSTRAINT "recuperacoes_finais_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recuperacoes_finais" ADD CONSTRAINT "recuperacoes_finais_disciplina_id_disciplinas_id_fk" FOREIGN KEY ("disciplina_id") REFERENCES "public"."disciplinas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recuperacoes_finais" ADD CONSTRAINT "recuperacoes_finais_aluno_id_alunos_id_fk" FOREIGN KEY ("aluno_id") REFERENCES "public"."alunos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recuperacoes_finais" ADD CONSTRAINT "recuperacoes_finais_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultados_finais" ADD CONSTRAINT "resultados_finais_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultados_finais" ADD CONSTRAINT "resultados_finais_escola_id_escolas_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escolas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultados_finais" ADD CONSTRAINT "resultados_finais_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultados_finais" ADD CONSTRAINT "resultados_finais_aluno_id_alunos_id_fk" FOREIGN KEY ("aluno_id") REFERENCES "public"."alunos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "resultados_finais" ADD CONSTRAINT "resultados_finais_disciplina_id_disciplinas_id_fk" FOREIGN KEY ("disciplina_id") REFERENCES "public"."disciplinas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "avaliacoes_turma_disciplina_bimestre_idx" ON "avaliacoes" USING btree ("turma_id","disciplina_id","bimestre");--> statement-breakpoint
CREATE INDEX "avaliacoes_escola_idx" ON "avaliacoes" USING btree ("escola_id");--> statement-breakpoint
CREATE INDEX "avaliacoes_empresa_idx" ON "avaliacoes" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "avaliacoes_resultados_aluno_idx" ON "avaliacoes_resultados" USING btree ("aluno_id");--> statement-breakpoint
CREATE INDEX "fechamentos_anuais_escola_idx" ON "fechamentos_anuais" USING btree ("escola_id","ano_letivo");--> statement-breakpoint
CREATE INDEX "fechamentos_bimestrais_escola_idx" ON "fechamentos_bimestrais" USING btree ("escola_id","ano_letivo");--> statement-breakpoint
CREATE INDEX "fechamentos_bimestrais_empresa_idx" ON "fechamentos_bimestrais" USING btree ("empresa_id","ano_letivo","status");--> statement-breakpoint
CREATE INDEX "fechamentos_eventos_fechamento_idx" ON "fechamentos_eventos" USING btree ("fechamento_id","created_at");--> statement-breakpoint
CREATE INDEX "fechamentos_snapshots_aluno_idx" ON "fechamentos_snapshots" USING btree ("aluno_id");--> statement-breakpoint
CREATE UNIQUE INDEX "resultados_finais_disciplina_uq" ON "resultados_finais" USING btree ("turma_id","aluno_id","disciplina_id") WHERE "resultados_finais"."disciplina_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "resultados_finais_geral_uq" ON "resultados_finais" USING btree ("turma_id","aluno_id") WHERE "resultados_finais"."disciplina_id" is null;--> statement-breakpoint
CREATE INDEX "resultados_finais_aluno_idx" ON "resultados_finais" USING btree ("aluno_id","ano_letivo");