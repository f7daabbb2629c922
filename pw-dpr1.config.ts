import base from './playwright.config';
export default { ...base, projects: base.projects!.map((p) => p.name === 'phone' ? { ...p, use: { ...p.use, deviceScaleFactor: 1 } } : p) };
