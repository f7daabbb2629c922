import config from 'virtual:editor-config';
import { watchBuilds } from './build-status';
import { checkEntry } from './check-entry';
import { collectionFolders, fieldLabels, type EditorConfig } from './field-labels';

/*
 * Loaded by /admin/ after Decap CMS. Before every save it checks the entry with the build's rules and refuses
 * it when the build would, listing each problem by the field's label in a box at the top of the page (Decap's
 * own notice of the failed save fades after a few seconds; the box stays until the next save).
 */

/** Decap's entries are Immutable.js maps. */
type ImmutableMap = {
  get(key: string): unknown;
  set(key: string, value: unknown): ImmutableMap;
  toJS(): unknown;
};
type Entry = ImmutableMap;
type Cms = {
  registerEventListener(listener: { name: 'preSave'; handler: (event: { entry: Entry }) => unknown }): void;
};

const labels = fieldLabels(config as EditorConfig);
const folders = collectionFolders(config as EditorConfig);
const BOX_ID = 'editor-problems';

function showProblems(problems: string[]) {
  document.getElementById(BOX_ID)?.remove();
  if (!problems.length) return;
  const box = document.createElement('section');
  box.id = BOX_ID;
  box.setAttribute('role', 'alert');
  box.setAttribute('aria-labelledby', `${BOX_ID}-heading`);
  box.style.cssText =
    'position:fixed;z-index:400;top:4.5rem;left:50%;transform:translateX(-50%);width:min(44rem,calc(100% - 2rem));' +
    'max-height:60vh;overflow:auto;background:#fff;color:#1f2a24;border:2px solid #b42318;border-radius:8px;' +
    'box-shadow:0 8px 24px rgba(0,0,0,.2);padding:1rem 1.25rem;font:15px/1.5 system-ui,sans-serif';
  const heading = document.createElement('h2');
  heading.id = `${BOX_ID}-heading`;
  heading.textContent = 'Not saved: please fix this first';
  heading.style.cssText = 'margin:0 0 .5rem;font-size:1.05rem;color:#b42318';
  const list = document.createElement('ul');
  list.style.cssText = 'margin:0 0 .75rem;padding-left:1.25rem';
  for (const problem of problems) {
    const item = document.createElement('li');
    item.textContent = problem;
    list.append(item);
  }
  const close = document.createElement('button');
  close.type = 'button';
  close.textContent = 'Close';
  close.style.cssText =
    'font:inherit;padding:.35rem .9rem;border:1px solid #1f2a24;border-radius:6px;background:#fff;cursor:pointer';
  close.addEventListener('click', () => box.remove());
  box.append(heading, list, close);
  document.body.append(box);
  close.focus();
}

const cms = (window as unknown as { CMS?: Cms }).CMS;
cms?.registerEventListener({
  name: 'preSave',
  handler: ({ entry }) => {
    // A new entry of a folder collection has no path until it is saved: its folder stands for it.
    const folder = folders[String(entry.get('collection'))];
    const path = String(entry.get('path') ?? '');
    const file = folder && !path.startsWith(`${folder}/`) ? `${folder}/` : path;
    const data = (entry.get('data') as ImmutableMap).toJS();
    const { problems, changes } = checkEntry(file, data, labels);
    showProblems(problems);
    if (problems.length) {
      throw new Error(
        `${problems.length === 1 ? 'one field needs' : `${problems.length} fields need`} fixing (listed at the top of the page)`,
      );
    }
    let saved = entry.get('data') as ImmutableMap;
    for (const [field, value] of Object.entries(changes)) saved = saved.set(field, value);
    return saved;
  },
});

watchBuilds();
