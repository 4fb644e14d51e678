CREATE TABLE "matricula_sequencias" (
	"empresa_id" uuid NOT NULL,
	"ano" integer NOT NULL,
	"ultimo" integer NOT NULL,
	CONSTRAINT "matricula_sequencias_empresa_id_ano_pk" PRIMARY KEY("empresa_id","ano")
);
--> statement-breakpoint
DROP INDEX "turmas_escola_ano_idx";--> statement-breakpoint
ALTER TABLE "matricula_sequencias" ADD CONSTRAINT "matricula_sequencias_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alunos_escola_status_idx" ON "alunos" USING btree ("escola_id","status","nome");--> statement-breakpoint
CREATE INDEX "alunos_empresa_nome_idx" ON "alunos" USING btree ("empresa_id","nome");--> statement-breakpoint
CREATE INDEX "atribuicoes_disciplina_idx" ON "atribuicoes" USING btree ("disciplina_id");--> statement-breakpoint
CREATE INDEX "disciplinas_empresa_codigo_idx" ON "disciplinas" USING btree ("empresa_id","disciplina","serie_ano");--> statement-breakpoint
CREATE INDEX "disciplinas_empresa_serie_idx" ON "disciplinas" USING btree ("empresa_id","serie_ano","bimestre");--> statement-breakpoint
CREATE UNIQUE INDEX "matriculas_aluno_ano_ativa_uq" ON "matriculas" USING btree ("aluno_id","ano_letivo") WHERE "matriculas"."status" = 'ativa';--> statement-breakpoint
CREATE INDEX "turmas_empresa_ano_idx" ON "turmas" USING btree ("empresa_id","ano_letivo");--> statement-breakpoint
CREATE INDEX "turmas_professor_responsavel_idx" ON "turmas" USING btree ("professor_responsavel_id");--> statement-breakpoint
ALTER TABLE "alunos" ADD CONSTRAINT "alunos_empresa_inep_uq" UNIQUE("empresa_id","codigo_inep");--> statement-breakpoint
ALTER TABLE "turmas" ADD CONSTRAINT "turmas_escola_ano_nome_uq" UNIQUE("escola_id","ano_letivo","nome");--> statement-breakpoint
ALTER TABLE "alunos" ADD CONSTRAINT "alunos_codigo_inep_ck" CHECK ("alunos"."codigo_inep" ~ '^[0-9]{12}$');--> statement-breakpoint
ALTER TABLE "disciplinas" ADD CONSTRAINT "disciplinas_carga_horaria_ck" CHECK ("disciplinas"."carga_horaria" >= 0);--> statement-breakpoint
ALTER TABLE "matriculas" ADD CONSTRAINT "matriculas_periodo_ck" CHECK ("matriculas"."data_fim" is null or "matriculas"."data_fim" >= "matriculas"."data_inicio");--> statement-breakpoint
ALTER TABLE "turmas" ADD CONSTRAINT "turmas_capacidade_ck" CHECK ("turmas"."capacidade" between 1 and 50);