CREATE TABLE "frequencias" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"escola_id" uuid NOT NULL,
	"turma_id" uuid NOT NULL,
	"aluno_id" uuid NOT NULL,
	"disciplina_id" uuid NOT NULL,
	"data" date NOT NULL,
	"presente" boolean DEFAULT true NOT NULL,
	"justificativa" text,
	"observacoes" text,
	"registrado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "frequencias_aluno_turma_disciplina_data_uq" UNIQUE("aluno_id","turma_id","disciplina_id","data")
);
--> statement-breakpoint
CREATE TABLE "frequencias_totais" (
	"aluno_id" uuid NOT NULL,
	"turma_id" uuid NOT NULL,
	"disciplina_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"escola_id" uuid NOT NULL,
	"aulas" integer DEFAULT 0 NOT NULL,
	"faltas" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "frequencias_totais_aluno_id_turma_id_disciplina_id_pk" PRIMARY KEY("aluno_id","turma_id","disciplina_id")
);
--> statement-breakpoint
CREATE TABLE "notas" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"escola_id" uuid NOT NULL,
	"turma_id" uuid NOT NULL,
	"aluno_id" uuid NOT NULL,
	"disciplina_id" uuid NOT NULL,
	"bimestre" smallint NOT NULL,
	"nota1" numeric(4, 1),
	"nota2" numeric(4, 1),
	"nota3" numeric(4, 1),
	"nota4" numeric(4, 1),
	"observacoes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "notas_aluno_turma_disciplina_bimestre_uq" UNIQUE("aluno_id","turma_id","disciplina_id","bimestre"),
	CONSTRAINT "notas_bimestre_ck" CHECK ("notas"."bimestre" between 1 and 4),
	CONSTRAINT "notas_nota1_ck" CHECK ("notas"."nota1" between 0 and 10),
	CONSTRAINT "notas_nota2_ck" CHECK ("notas"."nota2" between 0 and 10),
	CONSTRAINT "notas_nota3_ck" CHECK ("notas"."nota3" between 0 and 10),
	CONSTRAINT "notas_nota4_ck" CHECK ("notas"."nota4" between 0 and 10)
);
--> statement-breakpoint
CREATE TABLE "regras_escolares" (
	"empresa_id" uuid PRIMARY KEY NOT NULL,
	"media_aprovacao" numeric(4, 1) DEFAULT 7 NOT NULL,
	"media_recuperacao" numeric(4, 1) DEFAULT 5 NOT NULL,
	"frequencia_minima" numeric(4, 1) DEFAULT 75 NOT NULL,
	"alerta_faltas" numeric(4, 1) DEFAULT 25 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "regras_medias_ck" CHECK ("regras_escolares"."media_recuperacao" between 0 and "regras_escolares"."media_aprovacao" and "regras_escolares"."media_aprovacao" <= 10),
	CONSTRAINT "regras_percentuais_ck" CHECK ("regras_escolares"."frequencia_minima" between 0 and 100 and "regras_escolares"."alerta_faltas" between 0 and 100)
);
--> statement-breakpoint
ALTER TABLE "frequencias" ADD CONSTRAINT "frequencias_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequencias" ADD CONSTRAINT "frequencias_escola_id_escolas_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escolas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequencias" ADD CONSTRAINT "frequencias_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequencias" ADD CONSTRAINT "frequencias_aluno_id_alunos_id_fk" FOREIGN KEY ("aluno_id") REFERENCES "public"."alunos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequencias" ADD CONSTRAINT "frequencias_disciplina_id_disciplinas_id_fk" FOREIGN KEY ("disciplina_id") REFERENCES "public"."disciplinas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequencias" ADD CONSTRAINT "frequencias_registrado_por_usuarios_id_fk" FOREIGN KEY ("registrado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequencias_totais" ADD CONSTRAINT "frequencias_totais_aluno_id_alunos_id_fk" FOREIGN KEY ("aluno_id") REFERENCES "public"."alunos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequencias_totais" ADD CONSTRAINT "frequencias_totais_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequencias_totais" ADD CONSTRAINT "frequencias_totais_disciplina_id_disciplinas_id_fk" FOREIGN KEY ("disciplina_id") REFERENCES "public"."disciplinas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequencias_totais" ADD CONSTRAINT "frequencias_totais_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "frequencias_totais" ADD CONSTRAINT "frequencias_totais_escola_id_escolas_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escolas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas" ADD CONSTRAINT "notas_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas" ADD CONSTRAINT "notas_escola_id_escolas_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escolas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas" ADD CONSTRAINT "notas_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas" ADD CONSTRAINT "notas_aluno_id_alunos_id_fk" FOREIGN KEY ("aluno_id") REFERENCES "public"."alunos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notas" ADD CONSTRAINT "notas_disciplina_id_disciplinas_id_fk" FOREIGN KEY ("disciplina_id") REFERENCES "public"."disciplinas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "regras_escolares" ADD CONSTRAINT "regras_escolares_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "frequencias_turma_disciplina_data_idx" ON "frequencias" USING btree ("turma_id","disciplina_id","data");--> statement-breakpoint
CREATE INDEX "frequencias_escola_data_idx" ON "frequencias" USING btree ("escola_id","data");--> statement-breakpoint
CREATE INDEX "frequencias_empresa_data_idx" ON "frequencias" USING btree ("empresa_id","data");--> statement-breakpoint
CREATE INDEX "frequencias_totais_turma_idx" ON "frequencias_totais" USING btree ("turma_id","disciplina_id");--> statement-breakpoint
CREATE INDEX "frequencias_totais_escola_idx" ON "frequencias_totais" USING btree ("escola_id");--> statement-breakpoint
CREATE INDEX "frequencias_totais_empresa_idx" ON "frequencias_totais" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "notas_turma_disciplina_bimestre_idx" ON "notas" USING btree ("turma_id","disciplina_id","bimestre");--> statement-breakpoint
CREATE INDEX "notas_escola_bimestre_idx" ON "notas" USING btree ("escola_id","bimestre");--> statement-breakpoint
CREATE INDEX "notas_empresa_idx" ON "notas" USING btree ("empresa_id");