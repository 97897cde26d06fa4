// Input shapes several modules' routes use.
import { Type } from 'typebox';

/** Generous: the rules are stricter; this only stops megabyte fields before any work. */
export const FIELD_MAX = 256;

/** An optional string with a length cap; which fields are required is a service's rule. */
export const textField = (maxLength = FIELD_MAX) => Type.Optional(Type.String({ maxLength }));

/** A call that takes no input: whatever comes is ignored. */
export const NoInput = Type.Object({});
