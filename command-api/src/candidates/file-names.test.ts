import { describe, expect, it } from 'vitest';
import { attachmentDisposition, fileNameMax, safeFileName } from './file-names';

describe('safeFileName', () => {
  it('keeps an ordinary name, Polish letters included', () => {
    expect(safeFileName('CV Łucja Żak.pdf', 'pdf')).toBe('CV Łucja Żak.pdf');
    expect(safeFileName('photo.JPEG', 'jpg')).toBe('photo.JPEG');
  });

  it('drops folders, control characters and direction overrides', () => {
    expect(safeFileName('C:\\Users\\ala\\cv.pdf', 'pdf')).toBe('cv.pdf');
    expect(safeFileName('../../etc/passwd\u0000.pdf', 'pdf')).toBe('passwd.pdf');
    expect(safeFileName('cv\u202efdp.exe', 'pdf')).toBe('cvfdp.exe.pdf');
    expect(safeFileName('a\r\nb.pdf', 'pdf')).toBe('ab.pdf');
  });

  it('ends in the extension of what the file really is', () => {
    expect(safeFileName('cv.pdf', 'png')).toBe('cv.pdf.png');
    expect(safeFileName('cv', 'docx')).toBe('cv.docx');
  });

  it('names a file that has no usable name cv', () => {
    expect(safeFileName('', 'pdf')).toBe('cv.pdf');
    expect(safeFileName('...', 'pdf')).toBe('cv.pdf');
    expect(safeFileName('folder/', 'pdf')).toBe('cv.pdf');
  });

  it(`cuts long names to ${fileNameMax} characters, keeping the extension and whole letters`, () => {
    const name = safeFileName(`${'ż'.repeat(500)}.docx`, 'docx');
    expect([...name]).toHaveLength(fileNameMax);
    expect(name.endsWith('ż.docx')).toBe(true);
    const emoji = safeFileName('😀'.repeat(300), 'pdf');
    expect([...emoji]).toHaveLength(fileNameMax);
    expect(emoji.endsWith('😀.pdf')).toBe(true);
  });
});

describe('attachmentDisposition', () => {
  it('sends the UTF-8 name (RFC 5987) and an ASCII fallback', () => {
    expect(attachmentDisposition("życiorys (Ala's).pdf")).toBe(
      `attachment; filename="zyciorys (Ala's).pdf"; filename*=UTF-8''%C5%BCyciorys%20%28Ala%27s%29.pdf`,
    );
  });

  it('cannot be broken out of by quotes or line breaks', () => {
    const header = attachmentDisposition('a"; filename=evil.html\r\nX-Evil: 1.pdf');
    expect(header).not.toMatch(/[\r\n]/);
    expect(header).toBe(
      `attachment; filename="a_; filename=evil.htmlX-Evil: 1.pdf"; filename*=UTF-8''a%22%3B%20filename%3Devil.htmlX-Evil%3A%201.pdf`,
    );
  });
});
