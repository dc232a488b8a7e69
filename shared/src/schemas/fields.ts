import { z } from 'zod';

/** Message for a missing name, shared by every named document. */
export const NAME_REQUIRED = 'Name is required';

/** The name of a rule, channel or integration: trimmed, 1 to 100 characters. */
export const NameSchema = z.string().trim().min(1, NAME_REQUIRED).max(100);
