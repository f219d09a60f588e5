// A Download button of the first-load script (action-buttons.ts) at work: loaded on its first click,
// with the download helper (src/downloads/); the strings and the file's own code load then.
import type { DownloadEntry } from '../../generated/schemas.ts';
import { prepareLocalDay } from '../../i18n/dates.ts';
import { languageOfPath } from '../../i18n/language-paths.ts';
import { withoutBase } from '../../i18n/site-base.ts';
import type { Language } from '../../i18n/languages.ts';
import { loadLocale, translate, type Gender, type LocaleStrings } from '../../i18n/locales.ts';
import { saveDownload } from '../../downloads/save-download.ts';
import { loadCollection } from '../../renderer/collections.ts';
import type { DownloadWriter } from './action-attributes.ts';
import { labelOf } from './action-buttons.ts';
import { localText } from '../../i18n/localized-text.ts';

type Translate = (key: string, gender?: Gender) => string;

/** Writes a file from records, loading them now: an episode's show notes, the CV. */
async function write(writer: DownloadWriter, language: Language, t: Translate): Promise<DownloadEntry> {
  if (writer.kind === 'cv') return (await import('../../downloads/cv-document.ts')).loadCvEntry(writer.publications, language, t);
  const [{ showNotesEntry }, podcast] = await Promise.all([import('../../downloads/show-notes.ts'), loadCollection('podcast', language)]);
  const episode = podcast.items.find((candidate) => candidate.number === writer.episode);
  if (!episode) throw new Error(`No podcast episode ${writer.episode}`);
  return showNotesEntry(episode, localText(podcast.title, language), language, t);
}

/** A download that failed: logged, and told in a toast in the visitor's language (the region loads now). */
async function reportDownloadFailure(error: unknown, t: Translate): Promise<void> {
  console.error('Erro ao fazer download', error);
  const [{ requestToasts }, { notifyError }, { site }] = await Promise.all([import('../../services/toasts.tsx'), import('../../services/notify.ts'), import('../../site.ts')]);
  await requestToasts();
  // "escreva para a professora": the identity (loaded only now, on a failure) says which words.
  notifyError(t('download.errorTitle'), t('download.errorMessage', site.identity.gender));
}

/**
 * Starts what a run needs besides this module, side by side (each hop in turn would cost a round trip
 * and a task on a slow phone): the strings, the entries, and the locale data of the file's date line.
 * From the press on (action-buttons.ts); the run itself waits for them. Resolves with the strings.
 */
export function prepareRun(button: HTMLButtonElement): Promise<LocaleStrings> {
  const language = languageOfPath(withoutBase(window.location.pathname));
  if (!button.dataset.downloadWriter) void loadCollection('downloads', language);
  const strings = loadLocale(language);
  prepareLocalDay(language);
  return strings;
}

/** Idle → downloading (disabled, "Downloading..." as its words and name) → idle, whatever the outcome. */
export async function runDownloadButton(button: HTMLButtonElement): Promise<void> {
  const language = languageOfPath(withoutBase(window.location.pathname));
  const label = labelOf(button);
  const [words, name] = [label.textContent, button.getAttribute('aria-label')];
  button.disabled = true;
  button.setAttribute('data-disabled', 'true');
  button.removeAttribute('aria-label');
  label.textContent = button.dataset.busyLabel!;
  const loaded = await prepareRun(button);
  const t: Translate = (key, gender) => translate(loaded, key, gender);
  try {
    const writer = button.dataset.downloadWriter ? (JSON.parse(button.dataset.downloadWriter) as DownloadWriter) : undefined;
    const ref = { key: button.dataset.downloadKey!, number: Number(button.dataset.downloadNumber) };
    await saveDownload(ref, language, t, writer && (() => write(writer, language, t)), button.dataset.downloadTitle);
  } catch (error) {
    await reportDownloadFailure(error, t);
  } finally {
    label.textContent = words;
    if (name !== null) button.setAttribute('aria-label', name);
    button.removeAttribute('data-disabled');
    button.disabled = false;
  }
}
