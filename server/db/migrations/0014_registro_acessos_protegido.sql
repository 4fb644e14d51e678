-- The access log (acessos_dados_pessoais) closed to every change but two named doors.
--
-- Threat model. The application connects as the owner of its tables (a superuser on PGlite and in
-- the tests), so neither a privilege nor a setting a session can `set` locks anything: the
-- `gestao.expurgo` setting of 0012 let any session delete any row. What can be held against the
-- owner's own sessions is data manipulation (DML): a hand-typed DELETE, a bug, an injected
-- statement. So a row leaves the log only when the DELETE is the one written inside
-- gestao_expurgar_acessos (retention, never younger than the shortest retention allowed) or
-- gestao_apagar_acessos_da_conta (anonymisation: the reads a student's own account made), called
-- directly by the statement the client sent. The trigger reads that from its call stack (PG_CONTEXT):
-- the outermost frame, the last line, must be one of these functions. A DO block or a function of
-- the caller's is an outer frame of its own and is refused, however it quotes these names in its
-- text. UPDATE is refused always.
--
-- TRUNCATE skips row triggers. The backup restore empties every table of the schema in one
-- statement and refills them; anything else emptying the log is refused: after the statement, the
-- trigger checks that every other table of the schema is empty as well, i.e. that the whole
-- database is being replaced. Emptying the log alone, or with a few tables, raises and rolls back.
--
-- Out of reach of this lock, by design: schema changes by the owner (DROP or ALTER of the trigger,
-- CREATE OR REPLACE of these functions), which the application runs only as migrations at start,
-- and a superuser (session_replication_role = replica turns triggers off). Closing those needs the
-- log owned by a role the application does not hold, which a migration cannot create on a
-- PostgreSQL where the application's user lacks CREATEROLE: it is the operator's choice. No
-- REVOKE TRUNCATE either: the owner can grant it back to itself, and the restore, run as the
-- owner, needs it.
CREATE OR REPLACE FUNCTION "acessos_dados_pessoais_somente_inclusao"() RETURNS trigger
	LANGUAGE plpgsql SET search_path = pg_catalog, public AS $$
DECLARE
	pilha text;
BEGIN
	IF TG_OP = 'DELETE' THEN
		GET DIAGNOSTICS pilha = PG_CONTEXT;
		-- Anchored at the end: the last line is the outermost call, which no statement text can add to.
		IF pilha ~ '\nPL/pgSQL function (public\.)?(gestao_expurgar_acessos\(uuid,timestamp with time zone\)|gestao_apagar_acessos_da_conta\(uuid\)) line [0-9]+ at SQL statement$' THEN
			RETURN OLD;
		END IF;
	END IF;
	RAISE EXCEPTION 'O registro de acessos a dados pessoais não pode ser alterado nem excluído'
		USING ERRCODE = 'insufficient_privilege';
END;
$$;--> statement-breakpoint
-- Retention: the rows of one network older than `antes`, and never one younger than 180 days
-- (RETENCAO_ACESSOS.minimo, the shortest retention a network may set), whatever the caller asks.
CREATE FUNCTION "gestao_expurgar_acessos"(empresa uuid, antes timestamptz) RETURNS integer
	LANGUAGE plpgsql STRICT SET search_path = pg_catalog, public AS $$
DECLARE
	excluidos integer;
BEGIN
	DELETE FROM public.acessos_dados_pessoais a
		WHERE a.empresa_id = empresa AND a.created_at < least(antes, now() - make_interval(days => 180));
	GET DIAGNOSTICS excluidos = ROW_COUNT;
	RETURN excluidos;
END;
$$;--> statement-breakpoint
-- Anonymisation: the reads made by a student's own account (they carry its name). Only an account
-- linked to a student record: a staff member cannot erase their own reads through this door.
CREATE FUNCTION "gestao_apagar_acessos_da_conta"(usuario uuid) RETURNS integer
	LANGUAGE plpgsql STRICT SET search_path = pg_catalog, public AS $$
DECLARE
	excluidos integer;
BEGIN
	IF NOT EXISTS (SELECT 1 FROM public.alunos al WHERE al.usuario_id = usuario) THEN
		RAISE EXCEPTION 'Só as leituras feitas pela conta de um aluno saem do registro de acessos, na anonimização'
			USING ERRCODE = 'insufficient_privilege';
	END IF;
	DELETE FROM public.acessos_dados_pessoais a WHERE a.usuario_id = usuario;
	GET DIAGNOSTICS excluidos = ROW_COUNT;
	RETURN excluidos;
END;
$$;--> statement-breakpoint
-- Another role an operator creates (a read-only reporting user) does not get the doors.
REVOKE ALL ON FUNCTION "gestao_expurgar_acessos"(uuid, timestamptz) FROM PUBLIC;--> statement-breakpoint
REVOKE ALL ON FUNCTION "gestao_apagar_acessos_da_conta"(uuid) FROM PUBLIC;--> statement-breakpoint
CREATE FUNCTION "acessos_dados_pessoais_sem_esvaziar"() RETURNS trigger
	LANGUAGE plpgsql SET search_path = pg_catalog AS $$
DECLARE
	t record;
	tem_linhas boolean;
BEGIN
	FOR t IN
		SELECT n.nspname, c.relname FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
		WHERE n.nspname = 'public' AND c.relkind IN ('r', 'p') AND c.oid <> TG_RELID
	LOOP
		EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I.%I)', t.nspname, t.relname) INTO tem_linhas;
		IF tem_linhas THEN
			RAISE EXCEPTION 'O registro de acessos a dados pessoais só é esvaziado com o banco inteiro, na restauração de um backup'
				USING ERRCODE = 'insufficient_privilege';
		END IF;
	END LOOP;
	RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "acessos_dados_pessoais_sem_esvaziar" AFTER TRUNCATE ON "acessos_dados_pessoais"
	FOR EACH STATEMENT EXECUTE FUNCTION "acessos_dados_pessoais_sem_esvaziar"();
