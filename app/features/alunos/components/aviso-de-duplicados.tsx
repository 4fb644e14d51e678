import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { GRAUS_DUPLICADO, type GrauDuplicado } from '../../../../domain/aluno/duplicados';
import { certidaoValida, cpfValido, nisValido } from '../../../../domain/aluno/documentos';
import { Badge, type BadgeColor } from '../../../components/ui/badge';
import { type VerificarDuplicadosEntrada, useVerificarDuplicados } from '../api/verificar-duplicados';

/** What the form has typed: the fields the duplicate rules compare, as the form holds them. */
export interface DadosDoAviso {
  nome?: string | null;
  data_nascimento?: string | null;
  filiacao_1?: string | null;
  filiacao_2?: string | null;
  cpf?: string | null;
  nis?: string | null;
  codigo_inep?: string | null;
  certidao_nascimento?: string | null;
  escola_id?: string | null;
}

/** Typing pauses this long before the network is asked. */
const ESPERA_MS = 500;

const COR: Record<GrauDuplicado, BadgeColor> = { certo: 'red', muito_provavel: 'orange', possivel: 'blue' };

/** A document only once it is whole and valid: a half-typed number matches nothing and is refused by the server. */
function documento(valor: string | null | undefined, valido: (digitos: string) => boolean): string | null {
  const digitos = (valor ?? '').replace(/\D/g, '');
  return digitos && valido(digitos) ? digitos : null;
}

/** The query the form's values make, or null while there is nothing the rules can compare. */
function consulta(dados: DadosDoAviso, alunoId?: string): VerificarDuplicadosEntrada | null {
  const nome = (dados.nome ?? '').trim();
  const data = /^\d{4}-\d{2}-\d{2}$/.test(dados.data_nascimento ?? '') ? (dados.data_nascimento ?? null) : null;
  const inep = /^\d{12}$/.test(dados.codigo_inep ?? '') ? (dados.codigo_inep ?? null) : null;
  const docs = {
    cpf: documento(dados.cpf, cpfValido),
    nis: documento(dados.nis, nisValido),
    certidao_nascimento: documento(dados.certidao_nascimento, certidaoValida),
    codigo_inep: inep,
  };
  if (!(nome && data) && !Object.values(docs).some(Boolean)) return null;
  return {
    aluno_id: alunoId ?? null,
    escola_id: dados.escola_id || null,
    nome: nome.slice(0, 200),
    data_nascimento: data,
    filiacao_1: dados.filiacao_1?.trim().slice(0, 200) || null,
    filiacao_2: dados.filiacao_2?.trim().slice(0, 200) || null,
    ...docs,
  };
}

/**
 * The duplicate warning of the student form (create and edit): as soon as a name with a birth date,
 * or a document, is typed, the network is asked (after a pause in typing) for records like it, and
 * each one found is listed with how sure the match is and a link to its ficha. A record the user
 * cannot open (another school of the network) is only said to exist. Nothing is shown when none.
 */
export function AvisoDeDuplicados({ dados, alunoId }: { dados: DadosDoAviso; alunoId?: string }) {
  const atual = consulta(dados, alunoId);
  const chave = JSON.stringify(atual);
  const [pedida, setPedida] = useState<VerificarDuplicadosEntrada | null>(null);
  useEffect(() => {
    const espera = setTimeout(() => setPedida(JSON.parse(chave) as VerificarDuplicadosEntrada | null), ESPERA_MS);
    return () => clearTimeout(espera);
  }, [chave]);
  const { data } = useVerificarDuplicados(pedida);
  const achados = pedida ? (data?.duplicados ?? []) : [];
  if (!achados.length) return null;

  return (
    <div role="status" className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-900">
      <p className="font-medium">
        {achados.length === 1
          ? 'Já existe um registro parecido na rede:'
          : `Já existem ${achados.length} registros parecidos na rede:`}
      </p>
      <ul className="mt-1 space-y-1">
        {achados.map((d, i) => (
          <li key={d.aluno_id ?? `fora-${i}`} className="flex flex-wrap items-center gap-2">
            <Badge color={COR[d.grau]}>{GRAUS_DUPLICADO[d.grau]}</Badge>
            {d.no_escopo && d.aluno_id && d.escola_id ? (
              <Link className="underline" to={`/escola/${d.escola_id}/aluno/${d.aluno_id}`} target="_blank" rel="noreferrer">
                {d.nome} (matrícula {d.matricula}, {d.escola_nome})
              </Link>
            ) : (
              <span>Existe um registro em outra escola da rede, fora do seu acesso.</span>
            )}
            <span className="text-amber-800">{d.motivo}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
