/*
 * With `npm run cms`, a box in the editor's corner says where the preview of the newest draft and the live
 * site stand, and why a build failed, from /admin/build-status.json. The hosted editor has no such file
 * (there the pull request's checks and deploy preview say it), so nothing shows.
 */

type Build = { state: 'idle' | 'building' | 'ready' | 'failed'; problem: string; url: string };
type Status = { live: Build; preview: Build & { draft: string } };

const BOX_ID = 'editor-builds';

function line(title: string, build: Build, ready: string, failed: string) {
  const item = document.createElement('li');
  item.style.cssText = 'margin:.25rem 0';
  const name = document.createElement('strong');
  name.textContent = `${title}: `;
  item.append(name);
  if (build.state === 'building') item.append('building… (a minute or two)');
  if (build.state === 'ready') {
    const link = document.createElement('a');
    link.href = build.url;
    link.target = '_blank';
    link.rel = 'noopener';
    link.textContent = ready;
    link.style.color = '#14532d';
    item.append(link);
  }
  if (build.state === 'failed') {
    item.append(failed);
    const why = document.createElement('pre');
    why.textContent = build.problem;
    why.style.cssText =
      'white-space:pre-wrap;margin:.25rem 0 0;font:12px/1.4 ui-monospace,monospace;color:#b42318';
    item.append(why);
  }
  return item;
}

function render(status: Status) {
  let box = document.getElementById(BOX_ID);
  if (!box) {
    box = document.createElement('section');
    box.id = BOX_ID;
    box.setAttribute('aria-label', 'Preview and live site');
    box.setAttribute('aria-live', 'polite');
    // Placed by /admin/editor.css: in a corner on a wide screen, under the top bar on a phone.
    document.body.append(box);
  }
  const list = document.createElement('ul');
  list.style.cssText = 'margin:0;padding:0;list-style:none';
  if (status.preview.state !== 'idle') {
    list.append(
      line(
        'Preview of your newest draft',
        status.preview,
        'open the preview',
        'its check failed, so it cannot be published as it is. Fix this in the draft and save again:',
      ),
    );
  }
  if (status.live.state !== 'idle') {
    list.append(
      line(
        'Live site',
        status.live,
        'up to date: open it',
        'the newest change did not build; visitors still see the last good site. The reason:',
      ),
    );
  }
  box.replaceChildren(list);
  box.hidden = list.childElementCount === 0;
}

export function watchBuilds() {
  const poll = async () => {
    const answer = await fetch('/admin/build-status.json', { cache: 'no-store' }).catch(() => null);
    if (!answer?.ok) return;
    render((await answer.json()) as Status);
    setTimeout(poll, 3000);
  };
  void poll();
}
