CREATE TABLE "alunos_dados_sensiveis" (
	"aluno_id" uuid PRIMARY KEY NOT NULL,
	"empresa_id" uuid NOT NULL,
	"cor_raca" text,
	"deficiencias" text[] DEFAULT '{}' NOT NULL,
	"apoios" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"alergias" text,
	"medicamentos" text,
	"restricoes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "alunos_responsaveis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"aluno_id" uuid NOT NULL,
	"responsavel_id" uuid NOT NULL,
	"parentesco" text NOT NULL,
	"responsavel_legal" boolean DEFAULT false NOT NULL,
	"mora_com_aluno" boolean DEFAULT false NOT NULL,
	"autorizado_buscar" boolean DEFAULT false NOT NULL,
	"prioridade" integer DEFAULT 1 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "alunos_responsaveis_uq" UNIQUE("aluno_id","responsavel_id"),
	CONSTRAINT "alunos_responsaveis_prioridade_ck" CHECK ("alunos_responsaveis"."prioridade" between 1 and 9)
);
--> statement-breakpoint
CREATE TABLE "responsaveis" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"nome" text NOT NULL,
	"cpf" varchar(11),
	"telefone" text,
	"telefone_2" text,
	"email" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "responsaveis_empresa_cpf_uq" UNIQUE("empresa_id","cpf"),
	CONSTRAINT "responsaveis_cpf_ck" CHECK ("responsaveis"."cpf" ~ '^[0-9]{11}$')
);
--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "endereco_numero" text;--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "endereco_complemento" text;--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "bairro" text;--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "cep" varchar(8);--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "municipio_ibge" varchar(7);--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "zona" text;--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "filiacao_1" text;--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "filiacao_2" text;--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "filiacao_nao_declarada" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "sexo" text;--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "nacionalidade" text;--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "pais_nascimento" text;--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "municipio_nascimento_ibge" varchar(7);--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "cpf" varchar(11);--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "nis" varchar(11);--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "certidao_nascimento" varchar(32);--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "certidao_livro" text;--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "certidao_folha" text;--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "certidao_termo" text;--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "rg" text;--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "transporte_publico" boolean;--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "transporte_poder" text;--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "transporte_veiculos" text[] DEFAULT '{}' NOT NULL;--> statement-breakpoint
ALTER TABLE "alunos" ADD COLUMN "nome_busca" text GENERATED ALWAYS AS (btrim(regexp_replace(lower(translate(nome, 'ÁÀÂÃÄÅÉÈÊËÍÌÎÏÓÒÔÕÖÚÙÛÜÇÑÝáàâãäåéèêëíìîïóòôõöúùûüçñýÿ', 'AAAAAAEEEEIIIIOOOOOUUUUCNYaaaaaaeeeeiiiiooooouuuucnyy')), '[^a-z0-9]+', ' ', 'g'))) STORED NOT NULL;--> statement-breakpoint
ALTER TABLE "alunos_dados_sensiveis" ADD CONSTRAINT "alunos_dados_sensiveis_aluno_id_alunos_id_fk" FOREIGN KEY ("aluno_id") REFERENCES "public"."alunos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alunos_dados_sensiveis" ADD CONSTRAINT "alunos_dados_sensiveis_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alunos_responsaveis" ADD CONSTRAINT "alunos_responsaveis_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alunos_responsaveis" ADD CONSTRAINT "alunos_responsaveis_aluno_id_alunos_id_fk" FOREIGN KEY ("aluno_id") REFERENCES "public"."alunos"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "alunos_responsaveis" ADD CONSTRAINT "alunos_responsaveis_responsavel_id_responsaveis_id_fk" FOREIGN KEY ("responsavel_id") REFERENCES "public"."responsaveis"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "responsaveis" ADD CONSTRAINT "responsaveis_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "alunos_dados_sensiveis_empresa_idx" ON "alunos_dados_sensiveis" USING btree ("empresa_id");--> statement-breakpoint
CREATE INDEX "alunos_responsaveis_aluno_idx" ON "alunos_responsaveis" USING btree ("aluno_id","prioridade");--> statement-breakpoint
CREATE INDEX "alunos_responsaveis_responsavel_idx" ON "alunos_responsaveis" USING btree ("responsavel_id");--> statement-breakpoint
CREATE INDEX "responsaveis_empresa_nome_idx" ON "responsaveis" USING btree ("empresa_id","nome");--> statement-breakpoint
CREATE INDEX "alunos_empresa_nis_idx" ON "alunos" USING btree ("empresa_id","nis");--> statement-breakpoint
CREATE INDEX "alunos_empresa_certidao_idx" ON "alunos" USING btree ("empresa_id","certidao_nascimento");--> statement-breakpoint
CREATE INDEX "alunos_empresa_nascimento_idx" ON "alunos" USING btree ("empresa_id","data_nascimento","nome_busca");--> statement-breakpoint
ALTER TABLE "alunos" ADD CONSTRAINT "alunos_empresa_cpf_uq" UNIQUE("empresa_id","cpf");--> statement-breakpoint
ALTER TABLE "alunos" ADD CONSTRAINT "alunos_cpf_ck" CHECK ("alunos"."cpf" ~ '^[0-9]{11}$');--> statement-breakpoint
ALTER TABLE "alunos" ADD CONSTRAINT "alunos_nis_ck" CHECK ("alunos"."nis" ~ '^[0-9]{11}$');--> statement-breakpoint
ALTER TABLE "alunos" ADD CONSTRAINT "alunos_certidao_ck" CHECK ("alunos"."certidao_nascimento" ~ '^[0-9]{32}$');--> statement-breakpoint
ALTER TABLE "alunos" ADD CONSTRAINT "alunos_cep_ck" CHECK ("alunos"."cep" ~ '^[0-9]{8}$');--> statement-breakpoint
-- Guardians become people: each student's free-text responsável (and phone) is one guardian linked to the
-- student as legal guardian of first priority, with the relationship not informed. Nothing is merged: two
-- students with the same text get two guardians, since a name alone does not say it is the same person.
CREATE TEMPORARY TABLE "responsaveis_migrados" AS
SELECT gen_random_uuid() AS "responsavel_id", "id" AS "aluno_id", "empresa_id",
	coalesce(nullif(btrim("responsavel"), ''), 'Responsável (nome não informado)') AS "nome",
	nullif(btrim("telefone_responsavel"), '') AS "telefone"
FROM "alunos"
WHERE nullif(btrim("responsavel"), '') IS NOT NULL OR nullif(btrim("telefone_responsavel"), '') IS NOT NULL;--> statement-breakpoint
INSERT INTO "responsaveis" ("id", "empresa_id", "nome", "telefone")
SELECT "responsavel_id", "empresa_id", "nome", "telefone" FROM "responsaveis_migrados";--> statement-breakpoint
INSERT INTO "alunos_responsaveis" ("empresa_id", "aluno_id", "responsavel_id", "parentesco", "responsavel_legal", "prioridade")
SELECT "empresa_id", "aluno_id", "responsavel_id", 'nao_informado', true, 1 FROM "responsaveis_migrados";--> statement-breakpoint
DROP TABLE "responsaveis_migrados";
