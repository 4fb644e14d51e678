CREATE TABLE "bncc_habilidades" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid,
	"codigo" text NOT NULL,
	"descricao" text NOT NULL,
	"componente_curricular" text NOT NULL,
	"ano_serie" text NOT NULL,
	"etapa" text NOT NULL,
	"anos" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "objetos_conhecimento" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"escola_id" uuid NOT NULL,
	"turma_id" uuid NOT NULL,
	"disciplina_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"titulo" text NOT NULL,
	"descricao" text NOT NULL,
	"bimestre" smallint NOT NULL,
	"competencias" text[] DEFAULT '{}'::text[] NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"data_inicio" date,
	"data_fim" date,
	"observacoes" text,
	"criado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "objetos_conhecimento_bimestre_ck" CHECK ("objetos_conhecimento"."bimestre" between 1 and 4)
);
--> statement-breakpoint
CREATE TABLE "objetos_conhecimento_habilidades" (
	"objeto_id" uuid NOT NULL,
	"habilidade_id" uuid NOT NULL,
	"ordem" integer NOT NULL,
	CONSTRAINT "objetos_conhecimento_habilidades_objeto_id_habilidade_id_pk" PRIMARY KEY("objeto_id","habilidade_id")
);
--> statement-breakpoint
ALTER TABLE "bncc_habilidades" ADD CONSTRAINT "bncc_habilidades_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objetos_conhecimento" ADD CONSTRAINT "objetos_conhecimento_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objetos_conhecimento" ADD CONSTRAINT "objetos_conhecimento_escola_id_escolas_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escolas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objetos_conhecimento" ADD CONSTRAINT "objetos_conhecimento_turma_id_turmas_id_fk" FOREIGN KEY ("turma_id") REFERENCES "public"."turmas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objetos_conhecimento" ADD CONSTRAINT "objetos_conhecimento_disciplina_id_disciplinas_id_fk" FOREIGN KEY ("disciplina_id") REFERENCES "public"."disciplinas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objetos_conhecimento" ADD CONSTRAINT "objetos_conhecimento_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objetos_conhecimento_habilidades" ADD CONSTRAINT "objetos_conhecimento_habilidades_objeto_id_objetos_conhecimento_id_fk" FOREIGN KEY ("objeto_id") REFERENCES "public"."objetos_conhecimento"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "objetos_conhecimento_habilidades" ADD CONSTRAINT "objetos_conhecimento_habilidades_habilidade_id_bncc_habilidades_id_fk" FOREIGN KEY ("habilidade_id") REFERENCES "public"."bncc_habilidades"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bncc_habilidades_oficial_codigo_uq" ON "bncc_habilidades" USING btree ("codigo") WHERE "bncc_habilidades"."empresa_id" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "bncc_habilidades_empresa_codigo_uq" ON "bncc_habilidades" USING btree ("empresa_id","codigo") WHERE "bncc_habilidades"."empresa_id" is not null;--> statement-breakpoint
CREATE INDEX "bncc_habilidades_componente_idx" ON "bncc_habilidades" USING btree ("componente_curricular","ano_serie","codigo");--> statement-breakpoint
CREATE INDEX "bncc_habilidades_anos_idx" ON "bncc_habilidades" USING gin ("anos");--> statement-breakpoint
CREATE INDEX "bncc_habilidades_etapa_idx" ON "bncc_habilidades" USING btree ("etapa");--> statement-breakpoint
CREATE UNIQUE INDEX "objetos_conhecimento_codigo_uq" ON "objetos_conhecimento" USING btree ("turma_id","disciplina_id","codigo");--> statement-breakpoint
CREATE INDEX "objetos_conhecimento_escola_idx" ON "objetos_conhecimento" USING btree ("escola_id","status");--> statement-breakpoint
CREATE INDEX "objetos_conhecimento_turma_idx" ON "objetos_conhecimento" USING btree ("turma_id","disciplina_id","bimestre");--> statement-breakpoint
CREATE INDEX "objetos_conhecimento_disciplina_idx" ON "objetos_conhecimento" USING btree ("disciplina_id");--> statement-breakpoint
CREATE INDEX "objetos_conhecimento_empresa_idx" ON "objetos_conhecimento" USING btree ("empresa_id","status");--> statement-breakpoint
CREATE INDEX "objetos_habilidades_habilidade_idx" ON "objetos_conhecimento_habilidades" USING btree ("habilidade_id");