ALTER TABLE "alunos" DROP COLUMN "responsavel";--> statement-breakpoint
ALTER TABLE "alunos" DROP COLUMN "telefone_responsavel";