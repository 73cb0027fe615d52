// The measured side of bench/reader.mjs, bundled by it: makes the samples (a payroll PDF W-2 and
// a 12-megapixel phone photo of one) and reads each in its own reading process, as the server
// does, printing one JSON line per reading. The samples are made once into the cache folder, so
// that the load part's readings do nothing else beside the server. Usage (by bench/reader.mjs):
//   node reader-run.js <reader.js> <cache folder> <rounds> [photo]
import { readInProcess } from '../server/reader/reading-process';
import { degrade, renderPdfPage } from '../server/reader/photos.testing';
import { SAMPLE_W2, samplePdf } from '../server/reader/samples.testing';

import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const [entry, cacheFolder, roundsText, only] = process.argv.slice(2);
if (entry === undefined || cacheFolder === undefined)
  throw new Error('usage: reader-run <entry> <cache>');
const rounds = Number(roundsText ?? '3');

const pdfFile = path.join(cacheFolder, 'w2.pdf');
const photoFile = path.join(cacheFolder, 'w2-photo.jpg');
if (!existsSync(photoFile)) {
  const pdf = await samplePdf(SAMPLE_W2, 'grid');
  const photo = await degrade(await renderPdfPage(pdf, 200), {
    frame: { width: 4000, height: 3000 },
    turn: 3,
    noise: 8,
    blur: 0.8,
    jpegQuality: 85,
  });
  await writeFile(pdfFile, pdf);
  await writeFile(photoFile, photo);
  // The first reading unpacks the model into the cache: done once before the measured rounds.
  await readInProcess(photo, { entry, cacheFolder });
}
const photo = await readFile(photoFile);
const samples = only === 'photo' ? { photo } : { pdf: await readFile(pdfFile), photo };
for (let round = 0; round < rounds; round += 1) {
  for (const [name, bytes] of Object.entries(samples)) {
    const outcome = await readInProcess(bytes, { entry, cacheFolder });
    const exact =
      outcome.reading.kind === 'w2' &&
      outcome.reading.wages === SAMPLE_W2.wages &&
      outcome.reading.withheld === SAMPLE_W2.withheld;
    console.log(
      JSON.stringify({
        sample: name,
        bytes: bytes.length,
        milliseconds: Math.round(outcome.milliseconds),
        peakMiB: outcome.peakMib === undefined ? null : Math.round(outcome.peakMib),
        kind: outcome.reading.kind,
        method: 'method' in outcome.reading ? outcome.reading.method : null,
        exact,
      }),
    );
  }
}
