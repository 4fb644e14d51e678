ALTER TABLE "auditoria" DROP CONSTRAINT "auditoria_usuario_id_usuarios_id_fk";
