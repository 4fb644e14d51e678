import { CampoTexto } from './campo-texto';

/** An address in a two-column FormSection: endereço, cidade, then UF and CEP side by side. */
export function CamposEndereco() {
  return (
    <>
      <CampoTexto name="endereco" label="Endereço" largo />
      <CampoTexto name="cidade" label="Cidade" />
      <div className="grid grid-cols-2 gap-4">
        <CampoTexto name="estado" label="Estado" maxLength={2} placeholder="UF" className="uppercase" />
        <CampoTexto name="cep" label="CEP" inputMode="numeric" placeholder="00000-000" />
      </div>
    </>
  );
}
