// A structural check of an OpenAPI 3.1 document, the part a reader or a client generator trips
// on first: every $ref resolves inside the document, every path template's parameter is declared
// as a required path parameter, operation ids are unique, every response has a description, every
// security requirement names a declared scheme and every tag a declared tag. Not a full validator
// of the specification's schema; it returns the problems found, none when the document passes.

type Json = Record<string, unknown>;

const METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
const PARAMETER_PLACES = ['query', 'header', 'path', 'cookie'];

const isObject = (value: unknown): value is Json => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The value a local reference ('#/components/schemas/x') points at, or undefined. */
export function resolvePointer(document: unknown, ref: string): unknown {
  if (!ref.startsWith('#')) return undefined;
  const tokens = ref.slice(1).split('/').slice(1).map((token) => decodeURIComponent(token).replaceAll('~1', '/').replaceAll('~0', '~'));
  let node: unknown = document;
  for (const token of tokens) {
    if (isObject(node) && Object.hasOwn(node, token)) node = node[token];
    else if (Array.isArray(node) && /^\d+$/.test(token) && Number(token) < node.length) node = node[Number(token)];
    else return undefined;
  }
  return node;
}

function checkRefs(document: unknown, problems: string[]): void {
  const pending: { node: unknown; at: string }[] = [{ node: document, at: '#' }];
  while (pending.length > 0) {
    const { node, at } = pending.pop()!;
    if (Array.isArray(node)) node.forEach((item, index) => pending.push({ node: item, at: `${at}/${index}` }));
    else if (isObject(node)) {
      if (typeof node.$ref === 'string' && resolvePointer(document, node.$ref) === undefined) problems.push(`${at}: $ref ${node.$ref} does not resolve`);
      for (const [key, value] of Object.entries(node)) pending.push({ node: value, at: `${at}/${key.replaceAll('~', '~0').replaceAll('/', '~1')}` });
    }
  }
}

/** A parameter object, its reference followed. */
function parameterOf(document: unknown, parameter: unknown): Json | undefined {
  const found = isObject(parameter) && typeof parameter.$ref === 'string' ? resolvePointer(document, parameter.$ref) : parameter;
  return isObject(found) ? found : undefined;
}

export function checkOpenApiDocument(document: unknown): string[] {
  const problems: string[] = [];
  if (!isObject(document)) return ['the document is not an object'];
  if (typeof document.openapi !== 'string' || !/^3\.1\.\d+$/.test(document.openapi)) problems.push(`openapi is ${String(document.openapi)}, not 3.1.x`);
  const info = document.info;
  if (!isObject(info) || typeof info.title !== 'string' || typeof info.version !== 'string') problems.push('info needs a title and a version');
  if (!isObject(document.paths)) return [...problems, 'paths is missing'];
  checkRefs(document, problems);

  const components = isObject(document.components) ? document.components : {};
  const schemes = new Set(Object.keys(isObject(components.securitySchemes) ? components.securitySchemes : {}));
  const tags = new Set((Array.isArray(document.tags) ? document.tags : []).map((tag) => (isObject(tag) ? tag.name : undefined)));
  const operationIds = new Map<string, string>();
  const checkSecurity = (security: unknown, at: string) => {
    if (security === undefined) return;
    if (!Array.isArray(security)) return problems.push(`${at}: security is not a list`);
    for (const requirement of security) {
      for (const name of Object.keys(isObject(requirement) ? requirement : {})) if (!schemes.has(name)) problems.push(`${at}: security scheme ${name} is not declared`);
    }
  };
  checkSecurity(document.security, 'document');

  for (const [path, item] of Object.entries(document.paths)) {
    if (!path.startsWith('/')) problems.push(`${path}: a path starts with /`);
    if (!isObject(item)) {
      problems.push(`${path}: not a path item`);
      continue;
    }
    const templated = [...path.matchAll(/\{([^}]+)\}/g)].map((match) => match[1]!);
    const shared = Array.isArray(item.parameters) ? item.parameters : [];
    for (const method of Object.keys(item)) {
      if (!(METHODS as readonly string[]).includes(method)) {
        if (!['summary', 'description', 'servers', 'parameters', '$ref'].includes(method)) problems.push(`${path}: ${method} is not a method`);
        continue;
      }
      const at = `${method.toUpperCase()} ${path}`;
      const operation = item[method];
      if (!isObject(operation)) {
        problems.push(`${at}: not an operation`);
        continue;
      }
      if (typeof operation.operationId === 'string') {
        const earlier = operationIds.get(operation.operationId);
        if (earlier) problems.push(`${at}: operationId ${operation.operationId} is also ${earlier}'s`);
        operationIds.set(operation.operationId, at);
      }
      const parameters = [...shared, ...(Array.isArray(operation.parameters) ? operation.parameters : [])].map((parameter) => parameterOf(document, parameter));
      const seen = new Set<string>();
      for (const parameter of parameters) {
        if (!parameter || typeof parameter.name !== 'string' || !PARAMETER_PLACES.includes(String(parameter.in))) {
          problems.push(`${at}: a parameter needs a name and an in of ${PARAMETER_PLACES.join(', ')}`);
          continue;
        }
        const key = `${parameter.in} ${parameter.name}`;
        if (seen.has(key)) problems.push(`${at}: parameter ${key} twice`);
        seen.add(key);
        if (!isObject(parameter.schema) && !isObject(parameter.content)) problems.push(`${at}: parameter ${key} has neither schema nor content`);
        if (parameter.in === 'path' && (parameter.required !== true || !templated.includes(parameter.name))) problems.push(`${at}: path parameter ${parameter.name} must be required and in the path`);
      }
      for (const name of templated) if (!seen.has(`path ${name}`)) problems.push(`${at}: path parameter ${name} is not declared`);
      const body = operation.requestBody;
      if (body !== undefined && (!isObject(body) || (!isObject(body.content) && typeof body.$ref !== 'string'))) problems.push(`${at}: requestBody needs content`);
      if (!isObject(operation.responses) || Object.keys(operation.responses).length === 0) problems.push(`${at}: no responses`);
      else {
        for (const [status, response] of Object.entries(operation.responses)) {
          if (!/^([1-5]\d\d|[1-5]XX|default)$/.test(status)) problems.push(`${at}: response ${status} is not a status`);
          if (!isObject(response) || (typeof response.description !== 'string' && typeof response.$ref !== 'string')) problems.push(`${at}: response ${status} needs a description`);
        }
      }
      checkSecurity(operation.security, at);
      for (const tag of Array.isArray(operation.tags) ? operation.tags : []) if (!tags.has(tag)) problems.push(`${at}: tag ${String(tag)} is not declared`);
    }
  }
  return problems;
}
