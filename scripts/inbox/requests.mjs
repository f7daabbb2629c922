// What the local inbox reads from a request: the EmailJS SDK's two kinds of send, checked as the real
// service checks them, and the test hook's controls. A bad request is an HttpError, answered with its status.

// A real enquiry is under 2 KB.
const MAX_BODY = 64 * 1024;

export class HttpError extends Error {
  constructor(status, text) {
    super(text);
    this.status = status;
  }
}

/* The texts the real service answers a request without these fields with. */
const REQUIRED = [
  ['user_id', 'The user ID is required. To find this ID, visit https://dashboard.emailjs.com/admin/account'],
  ['service_id', 'The service ID is required. To find this ID, visit https://dashboard.emailjs.com/admin'],
  [
    'template_id',
    'The template ID is required. To find this ID, visit https://dashboard.emailjs.com/admin/templates',
  ],
  ['template_params', 'The template params are required. Visit https://www.emailjs.com/docs/rest-api/send/'],
];

/* What /__control accepts: each field's check and how to describe a bad value. */
const CONTROL_FIELDS = {
  fail: [(v) => Number.isInteger(v) && v >= 400 && v <= 599, 'an HTTP error status, 400 to 599'],
  delayMs: [
    (v) => Number.isInteger(v) && v >= 0 && v <= 600_000,
    'a whole number of milliseconds up to 600000',
  ],
  drop: [(v) => typeof v === 'boolean', 'true or false'],
  email: [(v) => typeof v === 'string', 'a string'],
  times: [(v) => Number.isInteger(v) && v >= 1, 'a whole number of sends, at least 1'],
  reset: [(v) => typeof v === 'boolean', 'true or false'],
};

export function parseControl(control) {
  for (const [key, value] of Object.entries(control)) {
    const field = CONTROL_FIELDS[key];
    if (!field)
      throw new HttpError(400, `Unknown control "${key}": use ${Object.keys(CONTROL_FIELDS).join(', ')}`);
    if (!field[0](value)) throw new HttpError(400, `The control "${key}" must be ${field[1]}`);
  }
  if (!control.reset && control.fail === undefined && control.delayMs === undefined && !control.drop)
    throw new HttpError(400, 'A control needs "fail", "delayMs", "drop" or "reset"');
  return control;
}

export async function readBody(req) {
  if (Number(req.headers['content-length']) > MAX_BODY) throw new HttpError(413, 'The request is too large');
  const chunks = [];
  let size = 0;
  try {
    for await (const chunk of req) {
      size += chunk.length;
      if (size > MAX_BODY) throw new HttpError(413, 'The request is too large');
      chunks.push(chunk);
    }
  } catch (error) {
    if (error instanceof HttpError) throw error;
    // The client hung up mid-body: there is no one left to answer.
    throw new HttpError(400, 'The request body was cut short');
  }
  return Buffer.concat(chunks);
}

/** JSON body of /send: the SDK's { lib_version, user_id, service_id, template_id, template_params }. */
export function fromJson(body) {
  try {
    const data = JSON.parse(body.toString('utf8'));
    if (data && typeof data === 'object' && !Array.isArray(data)) return data;
  } catch {}
  throw new HttpError(400, 'The request body must be a JSON object');
}

/** Multipart body of /send-form: the SDK's four fields, every other field is a template parameter. */
export async function fromForm(req, body) {
  let form;
  try {
    form = await new Request('http://inbox.local/', {
      method: 'POST',
      headers: { 'content-type': req.headers['content-type'] ?? '' },
      body,
    }).formData();
  } catch {
    throw new HttpError(400, 'The request body must be multipart form data');
  }
  const data = { template_params: {} };
  for (const [key, value] of form) {
    const text = typeof value === 'string' ? value : `[file ${value.name}, ${value.size} bytes]`;
    if (['lib_version', 'user_id', 'service_id', 'template_id'].includes(key)) data[key] = text;
    else data.template_params[key] = text;
  }
  return data;
}

export function checkRequired(data) {
  for (const [field, text] of REQUIRED) {
    const value = data[field];
    const ok =
      field === 'template_params'
        ? value && typeof value === 'object' && !Array.isArray(value)
        : typeof value === 'string' && value;
    if (!ok) throw new HttpError(400, text);
  }
}
