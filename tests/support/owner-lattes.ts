// A Lattes export of a fictional owner who is not the sample: Helena Duarte Lacerda, at the fictional
// Universidade Estadual do Planalto Sul (*.example addresses), made from the Lattes fixtures' template
// (tests/fixtures/lattes/curriculo-template.ts) with her name, university and professional address in
// place of the sample professor's, as ISO-8859-1 bytes, as Lattes writes them.
import { curriculo } from '../fixtures/lattes/curriculo-template.ts';

export const OWNER = {
  name: 'Helena Duarte Lacerda',
  citation: 'LACERDA, H. D.',
  university: 'Universidade Estadual do Planalto Sul',
  email: 'helena.lacerda@ueps.example',
} as const;

const ADDRESS = `<ENDERECO FLAG-DE-PREFERENCIA="ENDERECO_INSTITUCIONAL"><ENDERECO-PROFISSIONAL CODIGO-INSTITUICAO-EMPRESA="900000000001" NOME-INSTITUICAO-EMPRESA="${OWNER.university}" CODIGO-ORGAO="" NOME-ORGAO="Instituto de Química" CODIGO-UNIDADE="" NOME-UNIDADE="" LOGRADOURO-COMPLEMENTO="Rua das Palmeiras, 300 – Bloco Q" PAIS="Brasil" UF="PR" CEP="85800000" CIDADE="Serra Alta" BAIRRO="Centro" DDD="45" TELEFONE="32201234" RAMAL="" FAX="" CAIXA-POSTAL="" E-MAIL="${OWNER.email}" HOME-PAGE="www.iq.ueps.example"/></ENDERECO>`;

export function ownerLattes(): Buffer {
  const text = curriculo()
    .replaceAll('Ricardo Menezes Tavares', OWNER.name)
    .replaceAll('TAVARES, R. M.', OWNER.citation)
    .replaceAll('Tavares, Ricardo M.', 'Lacerda, Helena D.')
    .replaceAll('Universidade Federal do Vale Central', OWNER.university)
    .replaceAll('Vale Central', 'Serra Alta')
    .replaceAll('UFVC', 'UEPS')
    .replaceAll('ufvc.example', 'ueps.example')
    .replaceAll('Professor titular', 'Professora titular')
    .replace('NUMERO-IDENTIFICADOR="0000000000000000"', 'NUMERO-IDENTIFICADOR="1234567890123456"')
    .replace(/(<DADOS-GERAIS [^>]*?)>/, '$1 ORCID-ID="https://orcid.org/0000-0002-9999-0001">')
    .replace(/(<RESUMO-CV [^>]*\/>)/, `$1\n    ${ADDRESS}`);
  return Buffer.from(text, 'latin1');
}
