/**
 * The malformed inputs of the fuzz test, one list per place they go. Each entry is a case a real
 * client, a proxy or an attacker has sent some API somewhere; the fuzzer found 500s with
 * several of them.
 */

const deep = (depth: number): unknown => {
  let value: unknown = 1
  for (let i = 0; i < depth; i += 1) value = [value]
  return value
}

/** JSON values for one field of a body: wrong types, odd numbers, odd strings. */
export const BAD_JSON_VALUES: Array<[string, unknown]> = [
  ['NUL', '\u0000'],
  ['NUL inside', 'a\u0000b'],
  ['C0 and DEL controls', 'a\u0001\u0002\u001b[31m\u007fb'],
  ['lone high surrogate', '\ud800'],
  ['lone low surrogate', 'x\udfffy'],
  ['10k string', 'x'.repeat(10_000)],
  ['spaces around a number', ' 1 '],
  ['negative number text', '-1'],
  ['exponent text', '1e3'],
  ['hex text', '0x1A'],
  ['NaN text', 'NaN'],
  ['Infinity text', 'Infinity'],
  ['empty string', ''],
  ['blank string', '   '],
  ['tab newline CR', '\t\n\r'],
  ['percent escapes', '%00%zz'],
  ['path traversal', '../../etc/passwd'],
  ['SQL', "' OR 1=1 --"],
  ['HTML', '<script>alert(1)</script>'],
  ['bidi and emoji', 'é😀\u202eabc'],
  ['many decimals', '1.234567890123456789'],
  ['leading zeros', '00012'],
  ['zero', 0],
  ['negative', -1],
  ['fraction', 1.5],
  ['tiny fraction', 1e-7],
  ['huge', 1e308],
  ['huge negative', -1e308],
  ['over 2^53', 2 ** 53 + 2],
  ['true', true],
  ['false', false],
  ['null', null],
  ['empty array', []],
  ['empty object', {}],
  ['array of string', ['a']],
  ['array of numbers', [1, 2]],
  ['object', { a: 1 }],
  ['1000 items', Array.from({ length: 1000 }, () => 1)],
  ['nested 2000 deep', deep(2000)],
]

/** Raw (already encoded) texts for a path or query parameter. */
export const BAD_URL_TEXTS: Array<[string, string]> = [
  ['%00', '%00'],
  ['NUL inside', 'a%00b'],
  ['controls', '%01%1B%7F'],
  ['bad escape %zz', '%zz'],
  ['lone %', '%'],
  ['double-encoded %', '%2500'],
  ['double-encoded dots', '%252e%252e%252f'],
  ['encoded traversal', '..%2f..%2f'],
  ['lone surrogate in UTF-8', '%ED%A0%80'],
  ['overlong UTF-8', '%C0%AF'],
  ['invalid UTF-8', '%FF%FE'],
  ['101 characters', 'a'.repeat(101)],
  ['10k characters', 'b'.repeat(10_000)],
  ['negative', '-1'],
  ['fraction', '1.5'],
  ['exponent', '1e309'],
  ['30 digits', '9'.repeat(30)],
  ['NaN', 'NaN'],
  ['spaces', '%201%20'],
  ['bidi', '%E2%80%AE'],
  ['brackets', '%5B%5D'],
  ['empty', ''],
]

/** Whole bodies sent as `application/json` that are not the JSON the route wants. */
export const BAD_JSON_BODIES: Array<[string, string | Buffer]> = [
  ['empty', ''],
  ['truncated', '{"a":'],
  ['trailing garbage', '{"a":1}garbage'],
  ['null', 'null'],
  ['a string', '"text"'],
  ['an array', '[]'],
  ['huge exponent', '1e999'],
  ['__proto__', '{"__proto__":{"isAdmin":true}}'],
  ['constructor.prototype', '{"constructor":{"prototype":{"isAdmin":true}}}'],
  ['raw NUL in a string', '{"a":"\u0000"}'],
  ['invalid UTF-8', Buffer.from([0x7b, 0x22, 0x61, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0x22, 0x7d])],
  ['UTF-16 BOM', Buffer.from([0xfe, 0xff, 0x00, 0x7b, 0x00, 0x7d])],
]

/** Content types a JSON route should refuse (or parse as they are). */
export const BAD_CONTENT_TYPES: Array<[string, string]> = [
  ['text/plain', 'text/plain'],
  ['xml', 'application/xml'],
  ['form', 'application/x-www-form-urlencoded'],
  ['multipart without boundary', 'multipart/form-data'],
  ['multipart with boundary', 'multipart/form-data; boundary=fuzz'],
  ['json latin1', 'application/json; charset=latin1'],
  ['malformed', 'application/json;;;=='],
  ['octet-stream', 'application/octet-stream'],
]
