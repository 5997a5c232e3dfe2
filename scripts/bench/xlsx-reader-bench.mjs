// ADR 73: the cart import's bounded reader (xlsx-sheet-reader.ts behind xlsx-zip-guard.ts) against exceljs's
// streaming reader (ExcelJS.stream.xlsx.WorkbookReader) behind the same zip guard, on the same files.
// `node --import tsx scripts/bench/xlsx-reader-bench.mjs [--runs 3] [--only TEXT]`, or `--behaviour` for what
// each reader makes of the sheets today's tests cover. Each (file, reader) pair runs in a child process of its
// own under `/usr/bin/time -v` (its peak RSS), with a 2 GB heap and a 120 s limit; the child times the read,
// samples heapUsed every 5 ms, records the event loop's longest delay and the bytes exceljs writes to temp
// files (in a TMPDIR of its own). Printed, never asserted.
import { spawnSync } from 'node:child_process';
import fs, { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { Readable } from 'node:stream';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDeflateRaw, deflateRawSync } from 'node:zlib';
import ExcelJS from 'exceljs';
import { AppError } from '../../apps/api/src/lib/app-error.ts';
import { cartSheetLimits, readCartWorkbook } from '../../apps/api/src/modules/cart/read-cart-workbook.ts';
import { readFirstSheet } from '../../apps/api/src/modules/cart/xlsx-sheet-reader.ts';
import {
  checkXlsxZip,
  importTooLarge,
  megabytes,
  notXlsx,
} from '../../apps/api/src/modules/cart/xlsx-zip-guard.ts';
import {
  buildZip,
  withUnlistedEntry,
  workbookAroundSheet,
  workbookOf,
  zipBomb,
} from '../../apps/api/src/test-support/xlsx-fixture.ts';

const idsHeader = ['Product id', 'Variant id', 'Unit', 'Quantity'];
const gib = 1024 * 1024 * 1024;

/**
 * Option A as it would be built: the zip guard and the 4 MB part limits from the directory as today, then
 * exceljs's streaming reader over the upload, stopped at the row limit and the first value beyond column 30.
 */
async function readWithExceljs(file) {
  const entries = checkXlsxZip(file);
  for (const entry of entries) {
    if (/^xl\/(worksheets\/sheet\d+|sharedStrings)\.xml$/.test(entry.name)) {
      if (entry.uncompressedSize > cartSheetLimits.maxPartBytes) {
        throw importTooLarge(`${entry.name} unpacks to ${megabytes(entry.uncompressedSize)}`);
      }
    }
  }
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    sharedStrings: 'cache',
    styles: 'ignore',
    hyperlinks: 'ignore',
    worksheets: 'emit',
    entries: 'ignore',
  });
  let rows = 0;
  try {
    for await (const sheet of reader) {
      for await (const row of sheet) {
        rows++;
        if (rows > cartSheetLimits.maxRows) throw importTooLarge(`the sheet holds ${rows} rows or more`);
        row.eachCell((_cell, column) => {
          if (column > cartSheetLimits.maxColumns)
            throw importTooLarge(`row ${row.number} uses column ${column}`);
        });
      }
      break;
    }
  } catch (error) {
    if (error instanceof AppError) throw error;
    throw notXlsx(String(error?.message ?? error).slice(0, 80));
  }
  // The header row is not a line.
  return rows - 1;
}

const readers = {
  bounded: async (file) => (await readCartWorkbook(file)).rows.length,
  exceljs: readWithExceljs,
};

/** `prefix`, then `bytes` of `fill` repeated, then `suffix`, deflated about a megabyte at a time. */
async function deflatedText(prefix, fill, bytes, suffix) {
  const chunk = Buffer.alloc(Math.floor((1024 * 1024) / fill.length) * fill.length, fill);
  const whole = bytes - (bytes % fill.length);
  const deflate = createDeflateRaw({ level: 9 });
  const output = [];
  deflate.on('data', (data) => output.push(data));
  const ended = new Promise((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  deflate.write(prefix);
  for (let left = whole; left > 0; left -= chunk.length) {
    const part = left >= chunk.length ? chunk : chunk.subarray(0, left);
    if (!deflate.write(part)) await new Promise((resolve) => deflate.once('drain', resolve));
  }
  deflate.end(suffix);
  await ended;
  return Buffer.concat(output);
}

/** The entries of a zip as `buildZip` takes them, read back through the guard's directory. */
function entriesOf(file) {
  return checkXlsxZip(file).map((entry) => {
    const at = entry.localHeaderOffset;
    const start = at + 30 + file.readUInt16LE(at + 26) + file.readUInt16LE(at + 28);
    return {
      name: entry.name,
      data: file.subarray(start, start + entry.compressedSize),
      method: entry.method,
      uncompressedSize: entry.uncompressedSize,
    };
  });
}

/** A small valid workbook whose worksheet entry is replaced: the parts exceljs and Excel write around it. */
function workbookWithSheet(sheet) {
  return buildZip(
    entriesOf(workbookAroundSheet('')).map((entry) =>
      entry.name === 'xl/worksheets/sheet1.xml' ? { ...entry, ...sheet } : entry,
    ),
  );
}

const sheetStart =
  '<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>';
const sheetEnd = '</sheetData></worksheet>';

/** The files, each built once: what each is and how to make it. */
const cases = {
  'basket-200': {
    what: 'a normal basket: header + 200 lines × 4 columns, written by exceljs',
    make: () =>
      workbookOf([
        idsHeader,
        ...Array.from({ length: 200 }, (_, index) => [
          `NL${10001 + index}`,
          `NL${10001 + index}-rose-98`,
          'CU',
          2,
        ]),
      ]),
  },
  'limit-1000x30': {
    what: 'at the limit: header + 1,000 lines × 30 columns (26 note columns), written by exceljs',
    make: () => {
      const notes = Array.from({ length: 26 }, (_, index) => `Note ${index + 1}`);
      return workbookOf([
        [...idsHeader, ...notes],
        ...Array.from({ length: 1000 }, (_, index) => [
          `NL${10001 + (index % 50)}`,
          `NL${10001 + (index % 50)}-rose-98`,
          'CU',
          1,
          ...notes.map((note) => `${note} of row ${index}`),
        ]),
      ]);
    },
  },
  'lines-5000': {
    what: 'beyond the limit: header + 5,000 lines × 4 columns, written by exceljs (refused at row 1,002)',
    make: () =>
      workbookOf([
        idsHeader,
        ...Array.from({ length: 5000 }, (_, index) => [
          `NL${10001 + index}`,
          `NL${10001 + index}-rose-98`,
          'CU',
          2,
        ]),
      ]),
  },
  'bomb-1g': {
    what: 'zip bomb: a worksheet of 1 GiB of zeros, its true size in the directory',
    make: () => zipBomb(gib),
  },
  'bomb-1g-lying': {
    what: 'zip bomb that lies: a workbook whose sheet (one cell of 1 GiB of text) declares 1 MiB unpacked',
    make: async () => {
      const data = await deflatedText(
        `${sheetStart}<row r="1"><c r="A1" t="inlineStr"><is><t>`,
        'A',
        gib,
        `</t></is></c></row>${sheetEnd}`,
      );
      return workbookWithSheet({ data, uncompressedSize: 1024 * 1024 });
    },
  },
  'empty-rows-1m': {
    what: '1,000,000 empty rows (<row/>), their true size in the directory',
    make: () => workbookOf1mRows(),
  },
  'empty-rows-1m-lying': {
    what: '1,000,000 empty rows declaring 500 KB unpacked (within the ratio and part limits)',
    make: () => workbookOf1mRows(500 * 1024),
  },
  'strings-512m-lying': {
    what: 'a shared string table of 512 MiB (31.6 million strings) declaring 1 MiB, before a sheet using string 0',
    make: async () => {
      const data = await deflatedText(
        '<?xml version="1.0" encoding="UTF-8"?><sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main">',
        '<si><t>x</t></si>',
        gib / 2,
        '</sst>',
      );
      const sheet = Buffer.from(`${sheetStart}<row r="1"><c r="A1" t="s"><v>0</v></c></row>${sheetEnd}`);
      const entries = entriesOf(workbookAroundSheet(''));
      const strings = { name: 'xl/sharedStrings.xml', data, method: 8, uncompressedSize: 1024 * 1024 };
      const worksheet = {
        name: 'xl/worksheets/sheet1.xml',
        data: deflateRawSync(sheet),
        method: 8,
        uncompressedSize: sheet.length,
      };
      const rest = entries.filter((entry) => !/sheet1|sharedStrings/.test(entry.name));
      return buildZip([...rest, strings, worksheet]);
    },
  },
  'hidden-entry': {
    what: 'a clean directory, plus a local entry it does not list: a second sheet1.xml of 1 GiB of text',
    make: async () => {
      const clean = await workbookOf([idsHeader, ['NL10001', 'NL10001-rose-98', 'CU', 2]]);
      const data = await deflatedText(
        `${sheetStart}<row r="1"><c r="A1" t="inlineStr"><is><t>`,
        'A',
        gib,
        `</t></is></c></row>${sheetEnd}`,
      );
      return withUnlistedEntry(clean, {
        name: 'xl/worksheets/sheet1.xml',
        data,
        method: 8,
        uncompressedSize: gib,
      });
    },
  },
};

function workbookOf1mRows(declared) {
  const xml = Buffer.from(`${sheetStart}${'<row/>'.repeat(1_000_000)}${sheetEnd}`);
  return workbookWithSheet({ data: deflateRawSync(xml), uncompressedSize: declared ?? xml.length });
}

/**
 * Sheets the cart's readers must read alike (see xlsx-sheet-reader.test.ts and the import tests): what each
 * reader makes of their first sheet, values only.
 */
const probes = {
  'the same cell written 30,031 times (the import refuses it: more than 30,030 cells)': () =>
    workbookAroundSheet(
      `<row r="1"><c r="A1" t="inlineStr"><is><t>Quantity</t></is></c></row><row r="2">${Array.from({ length: 30_031 }, (_, index) => `<c r="A2"><v>${index}</v></c>`).join('')}</row>`,
    ),
  'cells and rows without r attributes (optional in the format)': () =>
    workbookAroundSheet('<row><c><v>1</v></c><c/><c><v>3</v></c></row><row><c><v>4</v></c></row>'),
  'element names with a namespace prefix (x:row, x:c, x:v)': () =>
    workbookAroundSheet(
      '<x:row xmlns:x="http://schemas.openxmlformats.org/spreadsheetml/2006/main" r="1"><x:c r="A1"><x:v>1</x:v></x:c></x:row>',
    ),
  'an inline rich-text cell of two runs, "in" + "line"': () =>
    workbookAroundSheet(
      '<row r="1"><c r="A1" t="inlineStr"><is><r><t>in</t></r><r><t>line</t></r></is></c></row>',
    ),
  'a shared string table as the last entry of the zip, after the sheet': () =>
    workbookAroundSheet('<row r="1"><c r="A1" t="s"><v>0</v></c></row>', ['text']),
};

async function boundedCells(file) {
  const rows = await readFirstSheet(file, checkXlsxZip(file), cartSheetLimits);
  return rows.map((row) => [...row.cells.values()].map((cell) => cell.text ?? cell.value));
}

async function exceljsCells(file) {
  const rows = [];
  const reader = new ExcelJS.stream.xlsx.WorkbookReader(Readable.from([file]), {
    styles: 'ignore',
    hyperlinks: 'ignore',
  });
  for await (const sheet of reader) {
    for await (const row of sheet) rows.push(row.values.filter((value) => value !== undefined));
    break;
  }
  return rows;
}

async function behaviour() {
  for (const [what, make] of Object.entries(probes)) {
    const file = make();
    console.log(what);
    for (const [name, read] of [
      ['bounded', boundedCells],
      ['exceljs', exceljsCells],
    ]) {
      const answer = await read(file).then(
        (rows) => JSON.stringify(rows).slice(0, 100),
        (error) =>
          `${error instanceof AppError ? error.errorCode : error.constructor.name}: ${error.message.slice(0, 90)}`,
      );
      console.log(`  ${name.padEnd(8)} ${answer}`);
    }
  }
}

/** In the child: read one file with one reader and print what it cost as one JSON line. */
async function child(path, readerName) {
  const file = readFileSync(path);
  const loop = monitorEventLoopDelay({ resolution: 5 });
  let heapPeak = 0;
  // exceljs writes worksheets to temp files (fs.createWriteStream, looked up at each call): count their bytes.
  const written = [];
  const createWriteStream = fs.createWriteStream;
  fs.createWriteStream = (...args) => {
    const stream = createWriteStream(...args);
    written.push(stream);
    return stream;
  };
  const sample = () => {
    heapPeak = Math.max(heapPeak, process.memoryUsage().heapUsed);
  };
  globalThis.gc?.();
  const before = process.memoryUsage();
  const sampler = setInterval(sample, 5);
  loop.enable();
  const started = performance.now();
  let outcome;
  try {
    outcome = `${await readers[readerName](file)} lines`;
  } catch (error) {
    outcome = error instanceof AppError ? `${error.errorCode}: ${error.message}` : `crash: ${error?.message}`;
  }
  const ms = performance.now() - started;
  loop.disable();
  clearInterval(sampler);
  sample();
  console.log(
    JSON.stringify({
      ms,
      outcome,
      rssBefore: before.rss,
      heapGrowth: heapPeak - before.heapUsed,
      loopMaxMs: loop.max / 1e6,
      tmpBytes: written.reduce((sum, stream) => sum + stream.bytesWritten, 0),
    }),
  );
  // exceljs may leave a reader waiting on its temp file: the measurement is taken, the child ends here.
  process.exit(0);
}

const mb = (bytes) => (bytes / 1024 / 1024).toFixed(1);
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function main() {
  const { values } = parseArgs({
    options: {
      runs: { type: 'string', default: '3' },
      only: { type: 'string' },
      child: { type: 'string' },
      reader: { type: 'string' },
      behaviour: { type: 'boolean' },
    },
  });
  if (values.child) return child(values.child, values.reader);
  if (values.behaviour) return behaviour();

  const dir = mkdtempSync(join(tmpdir(), 'xlsx-bench-'));
  const script = fileURLToPath(import.meta.url);
  const rows = [];
  try {
    for (const [name, { what, make }] of Object.entries(cases)) {
      if (values.only && !name.includes(values.only)) continue;
      const path = join(dir, `${name}.xlsx`);
      writeFileSync(path, await make());
      console.log(`${name} (${mb(statSync(path).size)} MB upload): ${what}`);
      for (const reader of Object.keys(readers)) {
        const runs = [];
        for (let run = 0; run < Number(values.runs); run++) {
          const temp = join(dir, `tmp-${name}-${reader}-${run}`);
          mkdirSync(temp);
          const result = spawnSync(
            '/usr/bin/time',
            [
              '-v',
              process.execPath,
              '--max-old-space-size=2048',
              '--expose-gc',
              '--import',
              'tsx',
              script,
              '--child',
              path,
              '--reader',
              reader,
            ],
            {
              env: { ...process.env, TMPDIR: temp },
              encoding: 'utf8',
              timeout: 120_000,
              maxBuffer: 16 * 1024 * 1024,
            },
          );
          const line = result.stdout.split('\n').find((text) => text.startsWith('{'));
          const peakKb = Number(
            /Maximum resident set size \(kbytes\): (\d+)/.exec(result.stderr)?.[1] ?? Number.NaN,
          );
          const measured = line
            ? JSON.parse(line)
            : {
                outcome: result.error
                  ? 'no answer within 120 s (killed)'
                  : `died: ${result.stderr.split('\n').find((text) => /Error|heap/i.test(text)) ?? result.status}`,
              };
          const wall = /Elapsed \(wall clock\) time \(h:mm:ss or m:ss\): (?:(\d+):)?(\d+):([\d.]+)/.exec(
            result.stderr,
          );
          const wallMs = wall
            ? ((Number(wall[1] ?? 0) * 60 + Number(wall[2])) * 60 + Number(wall[3])) * 1000
            : Number.NaN;
          runs.push({ ...measured, peakRss: peakKb * 1024, wallMs });
          rmSync(temp, { recursive: true, force: true });
        }
        const row = {
          file: name,
          reader,
          outcome: runs[0].outcome,
          ms: median(runs.map((run) => run.ms ?? Number.NaN)),
          peakRssMb: mb(median(runs.map((run) => run.peakRss))),
          rssBeforeMb: mb(median(runs.map((run) => run.rssBefore ?? Number.NaN))),
          heapGrowthMb: mb(median(runs.map((run) => run.heapGrowth ?? Number.NaN))),
          loopMaxMs: median(runs.map((run) => run.loopMaxMs ?? Number.NaN)),
          temp: megabytes(Math.max(...runs.map((run) => run.tmpBytes ?? 0))),
          childWallMs: median(runs.map((run) => run.wallMs)),
        };
        rows.push(row);
        console.log(
          `  ${reader.padEnd(8)} ${row.ms?.toFixed(0).padStart(7)} ms  peak RSS ${row.peakRssMb} MB (${row.rssBeforeMb} before)  heap +${row.heapGrowthMb} MB  loop max ${row.loopMaxMs?.toFixed(0)} ms  temp ${row.temp}  child ${(row.childWallMs / 1000).toFixed(1)} s  → ${row.outcome}`,
        );
      }
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
  console.log(JSON.stringify(rows));
}

await main();
