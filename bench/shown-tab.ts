// After a click on a link whose page the browser fetched ahead (speculation rules), Chromium commits the
// next page in a new renderer, and puppeteer's page handle loses it: neither waitForNavigation nor
// evaluate() answer. A new connection lists the tab again, at its new address.
import puppeteer, { type Browser, type Page } from 'puppeteer-core';

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The browser, connected again, and its tab at `url`, once some tab is there. */
export async function shownTab(browser: Browser, url: string, timeoutMs = 30_000): Promise<{ browser: Browser; page: Page }> {
  const deadline = Date.now() + timeoutMs;
  while (!(await browser.pages()).some((page) => page.url() === url)) {
    if (Date.now() > deadline) throw new Error(`no tab reached ${url}`);
    await pause(20);
  }
  const endpoint = browser.wsEndpoint();
  await browser.disconnect();
  const again = await puppeteer.connect({ browserWSEndpoint: endpoint, defaultViewport: null });
  for (;;) {
    const page = (await again.pages()).find((tab) => tab.url() === url);
    if (page) return { browser: again, page };
    if (Date.now() > deadline) throw new Error(`no tab at ${url} after connecting again`);
    await pause(20);
  }
}
