-- Failed sign-ins are counted per address and client (plus one account-wide row, cliente '*').
ALTER TABLE "bloqueios_login" DROP CONSTRAINT "bloqueios_login_pkey";--> statement-breakpoint
ALTER TABLE "bloqueios_login" ADD COLUMN "cliente" text DEFAULT '*' NOT NULL;--> statement-breakpoint
ALTER TABLE "bloqueios_login" ADD CONSTRAINT "bloqueios_login_email_cliente_pk" PRIMARY KEY("email","cliente");
