// Writes the sample's one real download, pages-data/media/heated-tank-control-notes.pdf: three pages of
// fictional lecture notes in Portuguese, typeset with jspdf. Run once (`npx tsx scripts/sample/make-lecture-notes.ts`);
// the file is committed like any file an owner adds, and the build measures its size and pages.
import { writeFileSync } from 'node:fs';
import { jsPDF } from 'jspdf';

const OUT = 'pages-data/media/heated-tank-control-notes.pdf';

const pages: { heading: string; paragraphs: string[] }[] = [
  {
    heading: '1. O tanque aquecido com agitação',
    paragraphs: [
      'Um líquido entra em um tanque bem agitado com vazão F e temperatura Ti e sai na temperatura do tanque, T. Uma serpentina de vapor fornece o calor Q. Com volume V, densidade e calor específico constantes, o balanço de energia fica V rho cp dT/dt = F rho cp (Ti - T) + Q.',
      'No estado estacionário o termo de acúmulo se anula. Escrevendo cada variável como desvio do seu valor estacionário, obtém-se um modelo linear cuja constante de tempo é o tempo de residência V/F e cujo ganho de Q para T é 1/(F rho cp).',
      'Exercício 1. Para V = 2 m3, F = 0,01 m3/s, rho = 1000 kg/m3 e cp = 4,18 kJ/(kg K), calcule a constante de tempo e o ganho estacionário.',
    ],
  },
  {
    heading: '2. Resposta ao degrau e identificação',
    paragraphs: [
      'Um sistema de primeira ordem responde a um degrau de amplitude M com T(t) = K M (1 - exp(-t/tau)). Ele atinge 63,2 % da variação final após uma constante de tempo e 95 % após três.',
      'O tanque real acrescenta tempo morto: o termopar fica a jusante e a válvula de vapor leva alguns segundos para se mover. O modelo de primeira ordem com tempo morto, K exp(-theta s)/(tau s + 1), ajusta bem a maioria dos testes de degrau na bancada.',
      'Exercício 2. A partir do teste de degrau registrado em aula (válvula de 40 % para 50 %), estime K, tau e theta pelo método dos dois pontos (28,3 % e 63,2 %).',
    ],
  },
  {
    heading: '3. Fechando a malha com um controlador PI',
    paragraphs: [
      'O controlador proporcional-integral move a válvula de vapor em proporção ao erro e à sua integral. A ação proporcional sozinha deixa um erro em regime (offset); a ação integral o elimina, ao custo de uma resposta mais lenta e mais oscilatória.',
      'As regras IMC dão Kc = tau / (K (lambda + theta)) e tau_I = tau, com a constante de tempo de malha fechada lambda escolhida pelo engenheiro: lambda = theta é agressiva, lambda = tau é conservadora.',
      'Exercício 3. Sintonize um controlador PI para o modelo do Exercício 2 com lambda = theta e com lambda = tau e compare as duas respostas a uma mudança de 5 K no set-point no simulador.',
    ],
  },
];

const pdf = new jsPDF({ unit: 'mm', format: 'a4', compress: true });
pdf.setProperties({ title: 'Controle de Processos: o tanque aquecido (notas de aula de exemplo)', author: 'Notas de aula de exemplo', creator: 'jspdf' });
pdf.setCreationDate(new Date('2026-11-27T00:00:00Z'));
pages.forEach((page, index) => {
  if (index > 0) pdf.addPage();
  pdf.setFont('helvetica', 'bold').setFontSize(11).text('Controle de Processos · notas de aula', 20, 18);
  pdf.setFont('helvetica', 'bold').setFontSize(16).text(page.heading, 20, 34);
  let y = 46;
  pdf.setFont('helvetica', 'normal').setFontSize(11);
  for (const paragraph of page.paragraphs) {
    const lines = pdf.splitTextToSize(paragraph, 170) as string[];
    pdf.text(lines, 20, y);
    y += lines.length * 5.5 + 6;
  }
  pdf.setFontSize(9).text(`Página ${index + 1} de ${pages.length}`, 190, 287, { align: 'right' });
});
writeFileSync(OUT, Buffer.from(pdf.output('arraybuffer')));
console.log(`${OUT}: ${pages.length} pages`);
