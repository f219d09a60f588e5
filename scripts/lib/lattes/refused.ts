/** A file the Lattes import will not read, with one plain sentence that says why and what to do. */
export class LattesRefused extends Error {
  constructor(
    readonly file: string,
    sentence: string,
  ) {
    super(`${file}: ${sentence}`);
    this.name = 'LattesRefused';
  }
}
