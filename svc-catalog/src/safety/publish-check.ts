import {
  isMakerComplete,
  MAKER_LABEL,
  missingFieldIssues,
  publishRefusedMessage,
  SAFETY_FIELD_LABELS,
  SAFETY_MESSAGES,
  type ApiIssue,
} from '@vetrina/contracts';
import { badRequest } from '@vetrina/service-kit';
import { missingSafetyOf, type SafetyValues } from '../products/product-safety-columns.ts';
import type { ReadMaker } from './maker-client.ts';

/**
 * A product may be published only with its safety data and the maker's identity (GPSR Art. 19): else
 * 400 naming every missing field in Italian. Drafts are never checked, and the settings are read only
 * when publishing.
 */
export async function assertPublishable(
  values: SafetyValues & { published: boolean },
  readMaker: ReadMaker,
): Promise<void> {
  if (!values.published) return;
  const missing = missingSafetyOf(values);
  const makerMissing = !isMakerComplete(await readMaker());
  if (missing.length === 0 && !makerMissing) return;
  const labels: string[] = missing.map((field) => SAFETY_FIELD_LABELS[field]);
  const issues: ApiIssue[] = missingFieldIssues(missing);
  if (makerMissing) {
    labels.push(MAKER_LABEL);
    issues.push({ path: ['maker'], message: SAFETY_MESSAGES.makerMissing });
  }
  throw badRequest(publishRefusedMessage(labels), issues);
}
