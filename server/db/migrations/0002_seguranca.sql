CREATE TABLE "dois_fatores" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"segredo" text NOT NULL,
	"codigos_recuperacao" text NOT NULL,
	"usuario_id" uuid NOT NULL,
	"confirmado" boolean DEFAULT true NOT NULL,
	"falhas_verificacao" integer DEFAULT 0 NOT NULL,
	"bloqueado_ate" timestamp with time zone,
	CONSTRAINT "dois_fatores_usuario_id_unique" UNIQUE("usuario_id")
);
--> statement-breakpoint
CREATE TABLE "bloqueios_login" (
	"email" text PRIMARY KEY NOT NULL,
	"falhas" integer DEFAULT 0 NOT NULL,
	"bloqueado_ate" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "caixa_saida" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"canal" text NOT NULL,
	"para" text NOT NULL,
	"assunto" text NOT NULL,
	"corpo_texto" text NOT NULL,
	"corpo_html" text,
	"link" text,
	"evento" text,
	"usuario_id" uuid,
	"sensivel" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'pendente' NOT NULL,
	"tentativas" integer DEFAULT 0 NOT NULL,
	"erro" text,
	"proxima_tentativa" timestamp with time zone DEFAULT now() NOT NULL,
	"enviado_em" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "codigos_totp_usados" (
	"usuario_id" uuid NOT NULL,
	"codigo" text NOT NULL,
	"expira_em" timestamp with time zone NOT NULL,
	CONSTRAINT "codigos_totp_usados_usuario_id_codigo_pk" PRIMARY KEY("usuario_id","codigo")
);
--> statement-breakpoint
CREATE TABLE "preferencias_notificacao" (
	"usuario_id" uuid PRIMARY KEY NOT NULL,
	"email_notas_lancadas" boolean DEFAULT true NOT NULL,
	"email_faltas_excessivas" boolean DEFAULT true NOT NULL,
	"email_reuniao_pais" boolean DEFAULT true NOT NULL,
	"email_relatorios" boolean DEFAULT true NOT NULL,
	"sms_emergencia" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "usuarios" ADD COLUMN "dois_fatores_ativo" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "dois_fatores" ADD CONSTRAINT "dois_fatores_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "caixa_saida" ADD CONSTRAINT "caixa_saida_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "codigos_totp_usados" ADD CONSTRAINT "codigos_totp_usados_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "preferencias_notificacao" ADD CONSTRAINT "preferencias_notificacao_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bloqueios_login_updated_idx" ON "bloqueios_login" USING btree ("updated_at");--> statement-breakpoint
CREATE INDEX "caixa_saida_created_idx" ON "caixa_saida" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "caixa_saida_status_idx" ON "caixa_saida" USING btree ("status","created_at");--> statement-breakpoint
CREATE INDEX "caixa_saida_fila_idx" ON "caixa_saida" USING btree ("status","proxima_tentativa");--> statement-breakpoint
CREATE INDEX "caixa_saida_canal_idx" ON "caixa_saida" USING btree ("canal","created_at");--> statement-breakpoint
CREATE INDEX "caixa_saida_para_idx" ON "caixa_saida" USING btree (lower("para") text_pattern_ops);--> statement-breakpoint
CREATE INDEX "auditoria_acao_idx" ON "auditoria" USING btree ("acao","created_at");--> statement-breakpoint
CREATE INDEX "auditoria_email_idx" ON "auditoria" USING btree (lower("usuario_email") text_pattern_ops);