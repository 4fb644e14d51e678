CREATE TABLE "chaves_idempotencia" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"usuario_id" uuid NOT NULL,
	"chave" text NOT NULL,
	"rota" text NOT NULL,
	"impressao" text NOT NULL,
	"status" integer,
	"tipo" text,
	"resposta" text,
	"criado_em" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "chaves_idempotencia_usuario_chave_uq" UNIQUE("usuario_id","chave")
);
--> statement-breakpoint
ALTER TABLE "chaves_idempotencia" ADD CONSTRAINT "chaves_idempotencia_usuario_id_usuarios_id_fk" FOREIGN KEY ("usuario_id") REFERENCES "public"."usuarios"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "chaves_idempotencia_criado_idx" ON "chaves_idempotencia" USING btree ("criado_em");