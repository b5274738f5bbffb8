import { afterEach, describe, expect, it, vi } from 'vitest';
import { recordEarlyClicks, replayClicks, takeEarlyClicks } from './early-clicks.ts';

function serverRenderedPage(): void {
  document.body.innerHTML = `<div id="root" data-ssr>
    <button type="button" id="thumb">Mostra immagine 2 di 3</button>
    <form><button type="submit" id="send">Invia</button></form>
    <a href="/prodotti" id="link"><button type="button" id="in-link">Vedi</button></a>
  </div><button type="button" id="outside">Fuori</button>`;
}
const byId = (id: string) => document.getElementById(id)!;

afterEach(() => {
  takeEarlyClicks();
  document.body.innerHTML = '';
});

describe('early clicks on a server-rendered page', () => {
  it('records the controls clicked before the app started, in order, and replays them', () => {
    serverRenderedPage();
    recordEarlyClicks();
    byId('thumb').click();
    byId('send').click();
    byId('thumb').click();
    const clicks = takeEarlyClicks();
    expect(clicks.map((element) => element.id)).toEqual(['thumb', 'send', 'thumb']);

    const handled = vi.fn();
    byId('thumb').addEventListener('click', handled);
    replayClicks(clicks);
    expect(handled).toHaveBeenCalledTimes(2);
  });

  it("keeps the browser's own action from running now: a form is not submitted to nowhere", () => {
    serverRenderedPage();
    recordEarlyClicks();
    const submitted = vi.fn((event: Event) => event.preventDefault());
    document.querySelector('form')!.addEventListener('submit', submitted);
    byId('send').click();
    expect(submitted).not.toHaveBeenCalled();
  });

  it('leaves links and anything outside the app alone', () => {
    serverRenderedPage();
    recordEarlyClicks();
    byId('in-link').click();
    byId('outside').click();
    expect(takeEarlyClicks()).toEqual([]);
  });

  it('stops recording once handed over: later clicks are the app’s own', () => {
    serverRenderedPage();
    recordEarlyClicks();
    takeEarlyClicks();
    byId('thumb').click();
    expect(takeEarlyClicks()).toEqual([]);
  });

  it('skips a control that is no longer on the page', () => {
    serverRenderedPage();
    recordEarlyClicks();
    const thumb = byId('thumb');
    thumb.click();
    const clicks = takeEarlyClicks();
    const handled = vi.fn();
    thumb.addEventListener('click', handled);
    thumb.remove();
    replayClicks(clicks);
    expect(handled).not.toHaveBeenCalled();
  });
});
