// The measured side of bench/reader.mjs, bundled by it: makes the samples (a payroll PDF W-2 and
// a 12-megapixel phone photo of one) and reads each in its own reading process, as the server
// does, printing one JSON line per reading. The samples are made once into the cache folder, so
// that the load part's readings do nothing else beside the server. Usage (by bench/reader.mjs):
//   node reader-run.js <reader.js> <cache folder> <rounds> [photo]
// With "families" (issue 46): W-2s of every layout family from the generator, made with held-out
// seeds (never the tests' TUNING_SEED), each as a text PDF, a scan and a 12-MP phone photo, read
// one by one; a line per document says exact, could not read, or wrong (a figure shown that is
// not the W-2's), and which figures were wrong:
//   node reader-run.js <reader.js> <cache folder> <documents a family and medium> families [first seed]
//     [media, comma separated]
import { readInProcess } from '../server/reader/reading-process';
import { degrade, renderPdfPage } from '../server/reader/photos.testing';
import type { Reading } from '../server/reader/result';
import { SAMPLE_W2, samplePdf } from '../server/reader/samples.testing';
import {
  FAMILIES,
  MEDIA,
  TUNING_SEED,
  type W2Truth,
  degradeW2,
  generateW2,
} from '../server/reader/w2-generator.testing';

import { existsSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';

const [entry, cacheFolder, roundsText, only] = process.argv.slice(2);
if (entry === undefined || cacheFolder === undefined)
  throw new Error('usage: reader-run <entry> <cache>');
const rounds = Number(roundsText ?? '3');

if (only === 'families') {
  const media = (process.argv[7] ?? MEDIA.join(',')).split(',');
  await readFamilies(
    { entry, cacheFolder },
    rounds,
    Number(process.argv[6] ?? '1001'),
    MEDIA.filter((medium) => media.includes(medium)),
  );
  process.exit(0);
}

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

/** The figures a reading shows that differ from the W-2's truth (the employer's name apart). */
function wrongFigures(reading: Extract<Reading, { kind: 'w2' }>, truth: W2Truth): string[] {
  const sorted = <T extends { code: string }>(items: readonly T[]) =>
    JSON.stringify([...items].sort((a, b) => a.code.localeCompare(b.code)));
  const wrong: string[] = [];
  if (reading.taxYear !== truth.taxYear) wrong.push('year');
  if (reading.wages !== truth.wages) wrong.push('box 1');
  if (reading.withheld !== truth.withheld) wrong.push('box 2');
  if (reading.ein !== undefined && reading.ein !== truth.ein) wrong.push('box b');
  if (sorted(reading.box12 ?? []) !== sorted(truth.box12)) wrong.push('box 12');
  const states = truth.states.map(({ code, wages, withheld }) => ({ code, wages, withheld }));
  if (sorted(reading.states ?? []) !== sorted(states)) wrong.push('boxes 15-17');
  return wrong;
}

async function readFamilies(
  reader: { entry: string; cacheFolder: string },
  perCell: number,
  firstSeed: number,
  media: readonly (typeof MEDIA)[number][],
): Promise<void> {
  // A first reading unpacks the model into the cache, outside the measured documents.
  const warm = await generateW2('irs-grid', firstSeed);
  await readInProcess(await degradeW2(warm.pdf, 'scan', firstSeed), reader);
  for (let index = 0; index < perCell; index += 1) {
    for (const family of FAMILIES) {
      const seed = firstSeed + index * FAMILIES.length + FAMILIES.indexOf(family);
      if (seed === TUNING_SEED) throw new Error('the tuning seed is not held out');
      const { pdf, truth, variant } = await generateW2(family, seed);
      for (const medium of media) {
        const bytes = medium === 'pdf' ? pdf : await degradeW2(pdf, medium, seed);
        const outcome = await readInProcess(bytes, reader);
        const { reading } = outcome;
        const wrong = reading.kind === 'w2' ? wrongFigures(reading, truth) : [];
        console.log(
          JSON.stringify({
            sample: 'family',
            family,
            medium,
            seed,
            variant,
            bytes: bytes.length,
            milliseconds: Math.round(outcome.milliseconds),
            peakMiB: outcome.peakMib === undefined ? null : Math.round(outcome.peakMib),
            outcome:
              reading.kind !== 'w2' ? 'could not read' : wrong.length === 0 ? 'exact' : 'wrong',
            reason: reading.kind === 'w2' ? null : reading.reason,
            wrong,
            employerDiffers: reading.kind === 'w2' && reading.employer !== truth.employer,
          }),
        );
      }
    }
  }
}
