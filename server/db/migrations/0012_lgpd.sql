CREATE TABLE "acessos_dados_pessoais" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"escola_id" uuid NOT NULL,
	"aluno_id" uuid NOT NULL,
	"usuario_id" uuid,
	"usuario_nome" text NOT NULL,
	"papel" text NOT NULL,
	"recurso" text NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "atividades_tratamento" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"codigo" text,
	"nome" text NOT NULL,
	"finalidade" text NOT NULL,
	"base_legal" text NOT NULL,
	"dados" text NOT NULL,
	"titulares" text NOT NULL,
	"compartilhamento" text NOT NULL,
	"retencao" text NOT NULL,
	"ordem" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "avisos_privacidade" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"versao" integer NOT NULL,
	"controlador" text NOT NULL,
	"encarregado_nome" text NOT NULL,
	"encarregado_contato" text NOT NULL,
	"finalidades" text NOT NULL,
	"bases_legais" text NOT NULL,
	"dados_tratados" text NOT NULL,
	"compartilhamento" text NOT NULL,
	"retencao" text NOT NULL,
	"direitos" text NOT NULL,
	"publicado_em" timestamp with time zone DEFAULT now() NOT NULL,
	"publicado_por" uuid,
	CONSTRAINT "avisos_privacidade_versao_ck" CHECK ("avisos_privacidade"."versao" >= 1)
);
--> statement-breakpoint
CREATE TABLE "ciencias_aviso_privacidade" (
	"usuario_id" uuid NOT NULL,
	"empresa_id" uuid NOT NULL,
	"versao" integer NOT NULL,
	"ciente_em" timestamp with time zone DEFAULT now() NOT NULL,
	"ip" text,
	CONSTRAINT "ciencias_aviso_privacidade_usuario_id_empresa_id_versao_pk" PRIMARY KEY("usuario_id","empresa_id","versao")
);
--> statement-breakpoint
CREATE TABLE "incidentes_seguranca" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"titulo" text NOT NULL,
	"descoberto_em" date NOT NULL,
	"prazo_comunicacao" date NOT NULL,
	"natureza" text NOT NULL,
	"dados_afetados" text NOT NULL,
	"titulares_afetados" text NOT NULL,
	"quantidade_afetados" integer,
	"medidas" text NOT NULL,
	"status" text DEFAULT 'aberto' NOT NULL,
	"comunicado_em" date,
	"criado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "incidentes_quantidade_ck" CHECK ("incidentes_seguranca"."quantidade_afetados" is null or "incidentes_seguranca"."quantidade_afetados" >= 0)
);
--> statement-breakpoint
CREATE TABLE "solicitacoes_titulares" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"empresa_id" uuid NOT NULL,
	"escola_id" uuid NOT NULL,
	"aluno_id" uuid,
	"solicitante_nome" text NOT NULL,
	"relacao" text NOT NULL,
	"tipo" text NOT NULL,
	"descricao" text,
	"recebida_em" date NOT NULL,
	"prazo" date NOT NULL,
	"status" text DEFAULT 'aberta' NOT NULL,
	"resposta" text,
	"respondida_em" date,
	"respondida_por" uuid,
	"criado_por" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "solicitacoes_resposta_ck" CHECK (("solicitacoes_titulares"."status" = 'aberta') = ("solicitacoes_titulares"."resposta" is null and "solicitacoes_titulares"."respondida_em" is null))
);
--> statement-breakpoint
ALTER TABLE "atividades_tratamento" ADD CONSTRAINT "atividades_tratamento_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avisos_privacidade" ADD CONSTRAINT "avisos_privacidade_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "avisos_privacidade" ADD CONSTRAINT "avisos_privacidade_publicado_por_usuarios_id_fk" FOREIGN KEY ("publicado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ciencias_aviso_privacidade" ADD CONSTRAINT "ciencias_aviso_privacidade_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ciencias_aviso_privacidade" ADD CONSTRAINT "ciencias_aviso_privacidade_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidentes_seguranca" ADD CONSTRAINT "incidentes_seguranca_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "incidentes_seguranca" ADD CONSTRAINT "incidentes_seguranca_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_titulares" ADD CONSTRAINT "solicitacoes_titulares_empresa_id_empresas_id_fk" FOREIGN KEY ("empresa_id") REFERENCES "public"."empresas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_titulares" ADD CONSTRAINT "solicitacoes_titulares_escola_id_escolas_id_fk" FOREIGN KEY ("escola_id") REFERENCES "public"."escolas"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_titulares" ADD CONSTRAINT "solicitacoes_titulares_aluno_id_alunos_id_fk" FOREIGN KEY ("aluno_id") REFERENCES "public"."alunos"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_titulares" ADD CONSTRAINT "solicitacoes_titulares_respondida_por_usuarios_id_fk" FOREIGN KEY ("respondida_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "solicitacoes_titulares" ADD CONSTRAINT "solicitacoes_titulares_criado_por_usuarios_id_fk" FOREIGN KEY ("criado_por") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "acessos_aluno_idx" ON "acessos_dados_pessoais" USING btree ("aluno_id","created_at");--> statement-breakpoint
CREATE INDEX "acessos_empresa_idx" ON "acessos_dados_pessoais" USING btree ("empresa_id","created_at");--> statement-breakpoint
CREATE INDEX "acessos_escola_idx" ON "acessos_dados_pessoais" USING btree ("escola_id","created_at");--> statement-breakpoint
CREATE INDEX "acessos_usuario_idx" ON "acessos_dados_pessoais" USING btree ("usuario_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "atividades_tratamento_codigo_uq" ON "atividades_tratamento" USING btree ("empresa_id","codigo");--> statement-breakpoint
CREATE INDEX "atividades_tratamento_empresa_idx" ON "atividades_tratamento" USING btree ("empresa_id","ordem");--> statement-breakpoint
CREATE UNIQUE INDEX "avisos_privacidade_versao_uq" ON "avisos_privacidade" USING btree ("empresa_id","versao");--> statement-breakpoint
CREATE INDEX "ciencias_aviso_empresa_idx" ON "ciencias_aviso_privacidade" USING btree ("empresa_id","versao");--> statement-breakpoint
CREATE INDEX "incidentes_empresa_idx" ON "incidentes_seguranca" USING btree ("empresa_id","descoberto_em");--> statement-breakpoint
CREATE INDEX "solicitacoes_empresa_idx" ON "solicitacoes_titulares" USING btree ("empresa_id","status","prazo");--> statement-breakpoint
CREATE INDEX "solicitacoes_escola_idx" ON "solicitacoes_titulares" USING btree ("escola_id","status","prazo");--> statement-breakpoint
CREATE INDEX "solicitacoes_aluno_idx" ON "solicitacoes_titulares" USING btree ("aluno_id");--> statement-breakpoint
-- The access log is append-only: an UPDATE or DELETE raises, whether it comes from a route or from
-- SQL typed by hand with the application's database user. The one exception is the retention purge, which deletes rows past the network's
-- retention period inside a transaction that first runs `set local gestao.expurgo = 'on'`; the
-- setting ends with that transaction, so no other statement inherits it. TRUNCATE is left to the
-- restore of a backup, which replaces the whole database (this log included) as the administrador's act.
CREATE FUNCTION "acessos_dados_pessoais_somente_inclusao"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
	IF TG_OP = 'DELETE' AND coalesce(current_setting('gestao.expurgo', true), '') = 'on' THEN
		RETURN OLD;
	END IF;
	RAISE EXCEPTION 'O registro de acessos a dados pessoais não pode ser alterado nem excluído'
		USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
CREATE TRIGGER "acessos_dados_pessoais_somente_inclusao" BEFORE UPDATE OR DELETE ON "acessos_dados_pessoais"
	FOR EACH ROW EXECUTE FUNCTION "acessos_dados_pessoais_somente_inclusao"();
