CREATE TABLE "duplicados_suspeitos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"aluno_a" uuid NOT NULL,
	"aluno_b" uuid NOT NULL,
	"grau" text NOT NULL,
	"motivo" text NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"decidido_por" uuid,
	"decidido_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "duplicados_suspeitos_par_uq" UNIQUE("aluno_a","aluno_b"),
	CONSTRAINT "duplicados_suspeitos_ordem_ck" CHECK ("duplicados_suspeitos"."aluno_a" < "duplicados_suspeitos"."aluno_b")
);
--> statement-breakpoint
CREATE TABLE "fusoes_alunos" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"duplicado_id" uuid,
	"aluno_mantido_id" uuid NOT NULL,
	"aluno_fundido_id" uuid NOT NULL,
	"movidos" jsonb NOT NULL,
	"conflitos" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"fundido_por" uuid,
	"desfeita_em" timestamp with time zone,
	"desfeita_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "fundido_em" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "fundido_no_aluno_id" uuid;--> statement-breakpoint
ALTER TABLE "duplicados_suspeitos" ADD CONSTRAINT "duplicados_suspeitos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicados_suspeitos" ADD CONSTRAINT "duplicados_suspeitos_aluno_a_alunos_id_fk" FOREIGN KEY ("aluno_a") REFERENCES "public"."alunos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicados_suspeitos" ADD CONSTRAINT "duplicados_suspeitos_aluno_b_alunos_id_fk" FOREIGN KEY ("aluno_b") REFERENCES "public"."alunos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "duplicados_suspeitos" ADD CONSTRAINT "duplicados_suspeitos_decidido_por_usuarios_id_fk" FOREIGN KEY ("decidido_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusoes_alunos" ADD CONSTRAINT "fusoes_alunos_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusoes_alunos" ADD CONSTRAINT "fusoes_alunos_duplicado_id_duplicados_suspeitos_id_fk" FOREIGN KEY ("duplicado_id") REFERENCES "public"."duplicados_suspeitos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusoes_alunos" ADD CONSTRAINT "fusoes_alunos_aluno_mantido_id_alunos_id_fk" FOREIGN KEY ("aluno_mantido_id") REFERENCES "public"."alunos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusoes_alunos" ADD CONSTRAINT "fusoes_alunos_aluno_fundido_id_alunos_id_fk" FOREIGN KEY ("aluno_fundido_id") REFERENCES "public"."alunos"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusoes_alunos" ADD CONSTRAINT "fusoes_alunos_fundido_por_usuarios_id_fk" FOREIGN KEY ("fundido_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "fusoes_alunos" ADD CONSTRAINT "fusoes_alunos_desfeita_por_usuarios_id_fk" FOREIGN KEY ("desfeita_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "duplicados_suspeitos_empresa_idx" ON "duplicados_suspeitos" USING btree ("empresa_id","status","grau");--> statement-breakpoint
CREATE INDEX "duplicados_suspeitos_aluno_b_idx" ON "duplicados_suspeitos" USING btree ("aluno_b");--> statement-breakpoint
CREATE INDEX "fusoes_alunos_empresa_idx" ON "fusoes_alunos" USING btree ("empresa_id","created_at");--> statement-breakpoint
CREATE INDEX "fusoes_alunos_mantido_idx" ON "fusoes_alunos" USING btree ("aluno_mantido_id");--> statement-breakpoint
CREATE INDEX "fusoes_alunos_fundido_idx" ON "fusoes_alunos" USING btree ("aluno_fundido_id");--> statement-breakpoint
ALTER TABLE "alunos" ADD CONSTRAINT "alunos_fundido_no_aluno_id_alunos_id_fk" FOREIGN KEY ("fundido_no_aluno_id") REFERENCES "public"."alunos"("id") ON DELETE restrict ON UPDATE no action;