import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Tesseract from 'tesseract.js';
import { rereadDoubtful } from './reread';
import type { Word } from './words';

/*
 * OCR with tesseract.js, all of it from node_modules: its worker script and WebAssembly core are
 * loaded from the tesseract.js and tesseract.js-core packages (its Node worker requires them), and
 * the English model from @tesseract.js-data/eng on disk (langPath; without it tesseract.js would
 * fetch it from a CDN). The model is unpacked once into the data folder's cache (cachePath).
 * One worker per reading process, made on its first image and kept for the next.
 */

const require = createRequire(import.meta.url);

/** The LSTM model in 8-bit integers: a third of the size of the full model and as good on print. */
export const ENGLISH_MODEL_FOLDER = path.join(
  path.dirname(require.resolve('@tesseract.js-data/eng/package.json')),
  '4.0.0_best_int',
);

export interface OcrOptions {
  /** Where the unpacked model is cached: a folder under DATA_DIR. */
  readonly cacheFolder: string;
}

let worker: Promise<Tesseract.Worker> | undefined;

async function ocrWorker(options: OcrOptions): Promise<Tesseract.Worker> {
  if (worker === undefined) {
    worker = (async () => {
      mkdirSync(options.cacheFolder, { recursive: true });
      const { createWorker, OEM, PSM } = (await import('tesseract.js')).default;
      const created = await createWorker('eng', OEM.LSTM_ONLY, {
        langPath: ENGLISH_MODEL_FOLDER,
        cachePath: options.cacheFolder,
        gzip: true,
        // A form's boxes are scattered text, not paragraphs.
      });
      await created.setParameters({
        tessedit_pageseg_mode: PSM.SPARSE_TEXT,
        // The PNG carries no resolution; the prepared image is about 300 dpi.
        user_defined_dpi: '300',
      });
      return created;
    })();
    worker.catch(() => {
      worker = undefined;
    });
  }
  return worker;
}

export interface OcrPage {
  readonly words: readonly Word[];
  /** Tesseract's page confidence, 0 to 1. */
  readonly confidence: number;
}

/**
 * The words of an image (PNG bytes), in its pixels; `secondLook` false for a quick probe (which
 * way up a photo is), where the doubted words need no second reading.
 */
export async function recognise(
  png: Buffer,
  options: OcrOptions,
  secondLook = true,
): Promise<OcrPage> {
  const engine = await ocrWorker(options);
  // No rotateAuto: its deskew lost most of a form askew by 3 degrees here, which tesseract's own
  // line finding reads as it is (decision 105).
  const { data } = await engine.recognize(png, {}, { blocks: true, text: false });
  const words: Word[] = [];
  const slopes: number[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        // The line's slope from its first and last words' centres (its baseline is deskewed).
        const first = line.words[0]?.bbox;
        const last = line.words.at(-1)?.bbox;
        if (first !== undefined && last !== undefined && last.x0 - first.x1 > MIN_LINE_PIXELS) {
          slopes.push(
            Math.atan2(
              last.y0 + last.y1 - first.y0 - first.y1,
              last.x0 + last.x1 - first.x0 - first.x1,
            ),
          );
        }
        const lineWords: Word[] = [];
        for (const word of line.words) {
          const text = word.text.trim();
          if (text === '') continue;
          lineWords.push({
            text,
            left: word.bbox.x0,
            top: word.bbox.y0,
            right: word.bbox.x1,
            bottom: word.bbox.y1,
            confidence: word.confidence / 100,
          });
        }
        words.push(...joinedAmounts(lineWords));
      }
    }
  }
  // Amounts and box 12 codes OCR doubted, read again alone in the same pixels (decision 200).
  const checked = secondLook ? await rereadDoubtful(engine, png, words) : words;
  return { words: upright(checked, median(slopes)), confidence: data.confidence / 100 };
}

/** Lines shorter than this give no reliable slope. */
const MIN_LINE_PIXELS = 150;

/**
 * An amount OCR split at its point ("$95283." and "50", a blurred photo's gap): one word again,
 * when the cents follow within a letter's width. Its confidence is the lower of the two.
 */
function joinedAmounts(line: readonly Word[]): Word[] {
  const joined: Word[] = [];
  for (const word of line) {
    const previous = joined.at(-1);
    if (
      previous !== undefined &&
      /\d[.,]$/.test(previous.text) &&
      /^\d{2}$/.test(word.text) &&
      word.left - previous.right < (previous.bottom - previous.top) * 0.8
    ) {
      joined[joined.length - 1] = {
        text: `${previous.text.slice(0, -1)}.${word.text}`,
        left: previous.left,
        top: Math.min(previous.top, word.top),
        right: word.right,
        bottom: Math.max(previous.bottom, word.bottom),
        confidence: Math.min(previous.confidence, word.confidence),
      };
    } else {
      joined.push(word);
    }
  }
  return joined;
}

const median = (values: readonly number[]): number =>
  values.length === 0 ? 0 : ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0);

/**
 * The words of a page photographed askew, turned by the median slope of its lines so that a
 * line's words share a line again (decision 160): at 5 degrees, a figure 1,000 pixels right of
 * its caption sits 87 pixels lower, four lines' worth. Tesseract reads each askew line well; only
 * the positions are turned, around each word's centre, its size kept.
 */
function upright(words: readonly Word[], angle: number): readonly Word[] {
  if (Math.abs(angle) < (0.3 * Math.PI) / 180) return words;
  const cos = Math.cos(angle);
  const sin = Math.sin(angle);
  return words.map((word) => {
    const x = (word.left + word.right) / 2;
    const y = (word.top + word.bottom) / 2;
    const turnedX = x * cos + y * sin;
    const turnedY = -x * sin + y * cos;
    const halfWidth = (word.right - word.left) / 2;
    const halfHeight = (word.bottom - word.top) / 2;
    return {
      ...word,
      left: turnedX - halfWidth,
      right: turnedX + halfWidth,
      top: turnedY - halfHeight,
      bottom: turnedY + halfHeight,
    };
  });
}

/** Ends the worker (the reading process's last step, and tests'). */
export async function stopOcr(): Promise<void> {
  const running = worker;
  worker = undefined;
  if (running !== undefined) await (await running).terminate();
}
