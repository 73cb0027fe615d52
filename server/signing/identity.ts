import type { Kysely, Transaction } from 'kysely';
import type { Schema } from '../db/schema';

/**
 * Who signs a return, as the client's return details say (docs/return.md, "About you" and "Your
 * spouse"): what the signature is checked against. The return details are another module's
 * (server/returns, the `return` branch); signing reads them through `ReturnDetailsReader`, so
 * that it depends on these few facts alone.
 */

export interface Signer {
  readonly firstName: string;
  readonly lastName: string;
  /** YYYY-MM-DD, as a native date field posts it. */
  readonly dateOfBirth: string;
}

export interface ReturnIdentity {
  /** The case's tax year: the signed form is kept 3 years from April 15 of the next year. */
  readonly taxYear: number;
  /** "Married filing jointly": both spouses sign. */
  readonly joint: boolean;
  readonly taxpayer: Signer;
  /** The spouse on a joint return; null otherwise. */
  readonly spouse: Signer | null;
}

export type Executor = Kysely<Schema> | Transaction<Schema>;

/**
 * The return details the client sent to their preparer ("Send to your preparer"), or undefined
 * while they have not sent them: a return cannot be sent for signature before.
 */
export type ReturnDetailsReader = (
  db: Executor,
  caseId: string,
) => Promise<ReturnIdentity | undefined>;

/**
 * A name as it is compared: accents, case and extra spaces ignored ("  ana  LÓPEZ " is
 * "ana lopez"). Letters with no decomposition (ß, ø, Ł) stay as they are, folded to lower case.
 */
export function foldName(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLocaleLowerCase('en-US')
    .replace(/[\s\u00a0]+/gu, ' ')
    .trim();
}

/** The signer's full name as the return details give it: "Ana López". */
export function fullName(signer: Signer): string {
  return `${signer.firstName.trim()} ${signer.lastName.trim()}`.replace(/\s+/gu, ' ');
}

/** Whether `typed` is the signer's first and last name (accents, case and extra spaces ignored). */
export function isSignersName(typed: string, signer: Signer): boolean {
  const folded = foldName(typed);
  return folded !== '' && folded === foldName(fullName(signer));
}

/** A date as a date field posts it, YYYY-MM-DD of a real day; undefined for anything else. */
export function parseDay(value: string): string | undefined {
  const text = value.trim();
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return undefined;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(year, month - 1, day));
  const real =
    at.getUTCFullYear() === year && at.getUTCMonth() === month - 1 && at.getUTCDate() === day;
  return real ? text : undefined;
}

/** Whether a typed date of birth is the signer's. */
export function isSignersDateOfBirth(typed: string, signer: Signer): boolean {
  const day = parseDay(typed);
  return day !== undefined && day === parseDay(signer.dateOfBirth);
}

/**
 * The answers of "About you" and "Your spouse" as the return details keep them (docs/return.md;
 * the `return` branch's app/return/answers.ts names its fields so): only what signing reads.
 */
export interface IdentityAnswers {
  readonly firstName: string;
  readonly lastName: string;
  readonly dateOfBirth: string;
  /** The calculator's key: 'married_joint' is "Married filing jointly". */
  readonly filingStatus: string | null;
  readonly spouseFirstName: string;
  readonly spouseLastName: string;
  readonly spouseDateOfBirth: string;
}

/** Who signs, from sent answers: both spouses on a joint return. */
export function identityFromAnswers(taxYear: number, answers: IdentityAnswers): ReturnIdentity {
  const joint = answers.filingStatus === 'married_joint';
  return {
    taxYear,
    joint,
    taxpayer: {
      firstName: answers.firstName,
      lastName: answers.lastName,
      dateOfBirth: answers.dateOfBirth,
    },
    spouse: joint
      ? {
          firstName: answers.spouseFirstName,
          lastName: answers.spouseLastName,
          dateOfBirth: answers.spouseDateOfBirth,
        }
      : null,
  };
}
