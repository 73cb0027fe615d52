import { mkdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type Tesseract from 'tesseract.js';
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

/** The words of an image (PNG bytes), in its pixels. */
export async function recognise(png: Buffer, options: OcrOptions): Promise<OcrPage> {
  const engine = await ocrWorker(options);
  // No rotateAuto: its deskew lost most of a form askew by 3 degrees here, which tesseract's own
  // line finding reads as it is (decision 105).
  const { data } = await engine.recognize(png, {}, { blocks: true, text: false });
  const words: Word[] = [];
  for (const block of data.blocks ?? []) {
    for (const paragraph of block.paragraphs) {
      for (const line of paragraph.lines) {
        for (const word of line.words) {
          const text = word.text.trim();
          if (text === '') continue;
          words.push({
            text,
            left: word.bbox.x0,
            top: word.bbox.y0,
            right: word.bbox.x1,
            bottom: word.bbox.y1,
            confidence: word.confidence / 100,
          });
        }
      }
    }
  }
  return { words, confidence: data.confidence / 100 };
}

/** Ends the worker (the reading process's last step, and tests'). */
export async function stopOcr(): Promise<void> {
  const running = worker;
  worker = undefined;
  if (running !== undefined) await (await running).terminate();
}
