import { describe, expect, it } from 'vitest';
import { descriptionProblem, descriptionText, embeddedImages } from './description';

describe('offer description (spec §5)', () => {
  it('reads the visible text: tags stripped, entities decoded, white space collapsed', () => {
    expect(
      descriptionText('<h2>We&nbsp;offer</h2>\n<ul><li>B2B &amp; UoP</li></ul><script>alert(1)</script>'),
    ).toBe('We offer B2B & UoP');
    expect(descriptionText('<p>&#8203;</p><p>&#160;<br/></p>')).toBe('');
  });

  it('finds every embedded image, however its src is quoted', () => {
    expect(embeddedImages(`<img src="a.jpg"><IMG alt=x src='b'><img src=c.png/><img alt="none">`)).toEqual([
      'a.jpg',
      'b',
      'c.png/',
      '',
    ]);
  });

  it.each([
    ['<p>Hello</p>', null],
    ['<p>Hello</p><img src="data:image/jpeg;base64,/9j/4AAQ">', null],
    ['<p> </p>', 'errors.required'],
    ['<img src="data:image/jpeg;base64,/9j/4AAQ">', 'errors.required'],
    [
      '<p>Hi</p><img src="data:image/jpeg;base64,AA"><img src="data:image/jpeg;base64,BB">',
      'errors.multipleImages',
    ],
    ['<p>Hi</p><img src="https://tracker.example.com/pixel.jpg">', 'errors.invalidFileType'],
    ['<p>Hi</p><img src="data:image/gif;base64,R0lGOD">', 'errors.invalidFileType'],
    [`<p>${'x'.repeat(20_001)}</p>`, 'errors.tooLong'],
  ])('%s → %s', (html, problem) => {
    expect(descriptionProblem(html)).toBe(problem);
  });
});
