// jspdf's built-in fonts (Helvetica) encode text as WinAnsi: Latin-1 plus a few typographic signs.
// Anything else would print as garbage, so it is spelled out or reduced to its base letter.

const WINANSI_EXTRAS = new Set('€‚ƒ„…†‡ˆ‰Š‹ŒŽ‘’“”•–—˜™š›œžŸ');
const SPELLED: Record<string, string> = { '−': '-', '≤': '<=', '≥': '>=', '→': '->', '←': '<-', '≈': '~', '≠': '!=', '∞': 'inf', '√': 'sqrt', 'τ': 'tau', 'ζ': 'zeta', 'ω': 'omega', 'Δ': 'Delta', 'α': 'alfa', 'β': 'beta', 'θ': 'theta', 'λ': 'lambda', 'μ': 'mu', 'π': 'pi', 'σ': 'sigma', 'ρ': 'rho', 'η': 'eta' };

export function toWinAnsi(text: string): string {
  let out = '';
  for (const char of text.normalize('NFC')) {
    const code = char.codePointAt(0)!;
    if (code <= 0xff || WINANSI_EXTRAS.has(char)) out += char;
    else if (SPELLED[char]) out += SPELLED[char];
    else {
      const base = char.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
      out += [...base].every((c) => c.codePointAt(0)! <= 0xff) && base ? base : '?';
    }
  }
  return out;
}
