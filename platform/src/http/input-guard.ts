import { STATUS_CODES, type Server } from 'node:http';
import type { Duplex } from 'node:stream';
import type { RequestHandler } from 'express';
import { sendProblem, type Problem } from './problem';

/**
 * Text PostgreSQL cannot store (NUL) or that is not Unicode at all (lone surrogates, bytes that are not
 * UTF-8) is refused at the door with a 400, before any route, query or log line meets it: otherwise it
 * travels to the database and comes back as a 500 ("invalid byte sequence for encoding UTF8: 0x00").
 */

/** Longer request targets answer 414; longer header blocks are cut by Node's parser (431). */
export const maxUrlLength = 8 * 1024;

const loneSurrogate = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Why a piece of decoded text cannot be accepted, or null. */
export function textDefect(text: string): 'nul_byte' | 'invalid_unicode' | null {
  if (text.includes('\u0000')) return 'nul_byte';
  if (loneSurrogate.test(text)) return 'invalid_unicode';
  return null;
}

const titles = {
  nul_byte: 'The request contains a NUL character.',
  invalid_unicode: 'The request contains text that is not valid Unicode.',
  malformed_url: 'The address is not valid percent-encoded UTF-8.',
} as const;

type Defect = keyof typeof titles;

function problem(code: Defect, where: string): Problem {
  return { status: 400, code, title: titles[code], detail: `In ${where}.` };
}

/** Every percent-encoded piece of the target decodes to clean UTF-8 text. */
function urlDefect(url: string): Problem | null {
  const queryAt = url.indexOf('?');
  const path = queryAt < 0 ? url : url.slice(0, queryAt);
  const query = queryAt < 0 ? '' : url.slice(queryAt + 1);
  const pieces: [string, string][] = [[path, 'the path']];
  for (const pair of query.split('&')) if (pair) pieces.push([pair.replace(/\+/g, ' '), 'the query']);
  for (const [piece, where] of pieces) {
    let decoded: string;
    try {
      decoded = decodeURIComponent(piece);
    } catch {
      return problem('malformed_url', where);
    }
    const defect = textDefect(decoded);
    if (defect) return problem(defect, where);
  }
  return null;
}

function headerDefect(headers: Record<string, string | string[] | undefined>): Problem | null {
  for (const [name, value] of Object.entries(headers)) {
    for (const text of Array.isArray(value) ? value : [value ?? '']) {
      const defect = textDefect(text);
      if (defect) return problem(defect, `the ${name} header`);
    }
  }
  return null;
}

/** The first defect in a parsed JSON body (keys and string values, however deep), or null. */
export function bodyDefect(value: unknown, depth = 0): Problem | null {
  if (typeof value === 'string') {
    const defect = textDefect(value);
    return defect ? problem(defect, 'the body') : null;
  }
  if (depth > 64 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const found = bodyDefect(key, depth + 1) ?? bodyDefect(item, depth + 1);
    if (found) return found;
  }
  return null;
}

/** In front of every API route: the request target and headers (pages answer junk with their 404 page). */
export const rejectBadRequestTarget: RequestHandler = (req, res, next) => {
  if (req.originalUrl.length > maxUrlLength)
    return sendProblem(res, {
      status: 414,
      code: 'uri_too_long',
      title: `The address is longer than ${maxUrlLength} characters.`,
    });
  const found = urlDefect(req.originalUrl) ?? headerDefect(req.headers);
  if (found) return sendProblem(res, found);
  next();
};

/** After the JSON body parser: the parsed body. */
export const rejectBadBody: RequestHandler = (req, res, next) => {
  const found = bodyDefect(req.body);
  if (found) return sendProblem(res, found);
  next();
};

const clientErrorStatus: Record<string, [number, string, string]> = {
  HPE_HEADER_OVERFLOW: [431, 'headers_too_large', 'The request headers are too large.'],
  HPE_URI_TOO_LONG: [414, 'uri_too_long', 'The address is too long.'],
};

/**
 * Requests Node's HTTP parser refuses before express sees them (headers too large, bytes that are
 * not HTTP) are answered as problem+json too, instead of a bare status line.
 */
export function answerClientErrors(server: Server): void {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable) return void socket.destroy();
    const [status, code, title] = clientErrorStatus[error.code ?? ''] ?? [
      400,
      'malformed_request',
      'The request is not valid HTTP.',
    ];
    const body = JSON.stringify({ type: `https://tablica.dev/problems/${code}`, title, status, code });
    socket.end(
      `HTTP/1.1 ${status} ${STATUS_CODES[status]}\r\n` +
        'Content-Type: application/problem+json\r\n' +
        `Content-Length: ${Buffer.byteLength(body)}\r\n` +
        'Connection: close\r\n\r\n' +
        body,
    );
  });
}
