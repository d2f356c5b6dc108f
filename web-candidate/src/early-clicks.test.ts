// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdEarlyClicks, replayEarlyClicks } from './early-clicks';

afterEach(() => {
  document.body.innerHTML = '';
});

describe('clicks before the page hydrates', () => {
  it('are held on the server’s buttons and done again, in order, once it has hydrated', () => {
    document.body.innerHTML =
      '<div id="root"><button id="a">A</button><button id="b"><span id="b-label">B</span></button><a id="link" href="#x">x</a></div><button id="outside">o</button>';
    const clicked: string[] = [];
    for (const id of ['a', 'b', 'outside', 'link'])
      document.getElementById(id)!.addEventListener('click', () => clicked.push(id));
    holdEarlyClicks();
    document.getElementById('b-label')!.click();
    document.getElementById('a')!.click();
    // Links navigate without scripts; what is outside the page's root is not the page's.
    document.getElementById('link')!.click();
    document.getElementById('outside')!.click();
    expect(clicked).toEqual(['link', 'outside']);

    replayEarlyClicks();
    expect(clicked).toEqual(['link', 'outside', 'b', 'a']);
    // Held no longer.
    document.getElementById('a')!.click();
    expect(clicked.at(-1)).toBe('a');
    expect(clicked).toHaveLength(5);
  });

  it('skip a button the hydration removed', () => {
    document.body.innerHTML = '<div id="root"><button id="gone">x</button></div>';
    const listener = vi.fn();
    document.getElementById('gone')!.addEventListener('click', listener);
    holdEarlyClicks();
    document.getElementById('gone')!.click();
    document.getElementById('gone')!.remove();
    replayEarlyClicks();
    expect(listener).not.toHaveBeenCalled();
  });
});
