/**
 * Runs inside the page (both engines serialise it, so it must not use anything from this module's scope).
 * Finds elements the way a visitor names them: by role and accessible name, by visible text or by label.
 *
 * query: { role?, name?, text?, within? }, where name and text are a string (whole text, spaces collapsed)
 * or { pattern, flags } for a regular expression, and within is another query that scopes the search.
 * action: 'element' (first visible match, else first match), 'reveal' (the same, centred in the
 * viewport first: clicks must not land on the floating buttons), 'describe' (what a test reads of the
 * first visible match) or 'describeAll' (of every match).
 */
export function inPage(action, query) {
  const ROLES = {
    alert: '[role="alert"]',
    article: 'article, [role="article"]',
    button: 'button, [role="button"], input[type="button"], input[type="submit"]',
    checkbox: 'input[type="checkbox"], [role="checkbox"]',
    dialog: 'dialog, [role="dialog"]',
    field: 'input:not([type="hidden"], [type="checkbox"], [type="radio"]), textarea, select',
    form: 'form, [role="form"]',
    group: 'details, fieldset, [role="group"]',
    heading: 'h1, h2, h3, h4, h5, h6, [role="heading"]',
    link: 'a[href], [role="link"]',
    main: 'main, [role="main"]',
    navigation: 'nav, [role="navigation"]',
    region: 'section[aria-label], section[aria-labelledby], [role="region"]',
    status: 'output, [role="status"]',
  };
  const collapse = (value) => (value ?? '').replace(/\s+/g, ' ').trim();
  const matches = (value, want) => {
    if (want === undefined) return true;
    if (typeof want === 'string') return collapse(value) === want;
    return new RegExp(want.pattern, want.flags).test(collapse(value));
  };
  const isHiddenFromAll = (el) =>
    el.closest('[aria-hidden="true"], [hidden]') !== null || getComputedStyle(el).display === 'none';

  /** Text content as a screen reader reads it: hidden parts left out, aria-label used where set. */
  function textAlternative(node) {
    if (node.nodeType === Node.TEXT_NODE) return node.data;
    if (node.nodeType !== Node.ELEMENT_NODE) return '';
    if (node.getAttribute('aria-hidden') === 'true' || node.hidden) return '';
    if (getComputedStyle(node).display === 'none') return '';
    if (node.hasAttribute('aria-label')) return ` ${node.getAttribute('aria-label')} `;
    if (node.localName === 'img') return ` ${node.getAttribute('alt') ?? ''} `;
    return Array.from(node.childNodes, textAlternative).join('');
  }

  function accessibleName(el) {
    const labelledBy = el.getAttribute('aria-labelledby');
    if (labelledBy) {
      return collapse(
        labelledBy
          .split(/\s+/)
          .map((id) => document.getElementById(id))
          .filter(Boolean)
          .map(textAlternative)
          .join(' '),
      );
    }
    if (el.hasAttribute('aria-label')) return collapse(el.getAttribute('aria-label'));
    if (el.labels?.length) return collapse(Array.from(el.labels, textAlternative).join(' '));
    if (el.localName === 'fieldset') return collapse(textAlternative(el.querySelector('legend') ?? el));
    // A disclosure is known by its summary line.
    if (el.localName === 'details') return collapse(textAlternative(el.querySelector('summary') ?? el));
    if (['form', 'section', 'nav', 'dialog', 'article', 'div'].includes(el.localName)) return '';
    return collapse(textAlternative(el));
  }

  function isVisible(el) {
    const box = el.getBoundingClientRect();
    if (box.width === 0 && box.height === 0) return false;
    return el.checkVisibility ? el.checkVisibility({ visibilityProperty: true }) : el.offsetParent !== null;
  }

  function find(q) {
    let scopes = [document];
    if (q.within) {
      scopes = find(q.within);
      if (!scopes.length) return [];
    }
    const found = [];
    for (const scope of scopes) {
      if (q.role) {
        for (const el of scope.querySelectorAll(ROLES[q.role] ?? `[role="${q.role}"]`)) {
          if (!isHiddenFromAll(el) && matches(accessibleName(el), q.name)) found.push(el);
        }
      } else if (q.text !== undefined) {
        // The innermost elements whose own text matches, as a visitor would point at them.
        for (const el of scope.querySelectorAll('body *')) {
          if (['script', 'style', 'noscript', 'template'].includes(el.localName)) continue;
          if (!matches(el.textContent, q.text)) continue;
          if (Array.from(el.children).some((child) => matches(child.textContent, q.text))) continue;
          found.push(el);
        }
      }
    }
    return [...new Set(found)];
  }

  function describe(el) {
    const box = el.getBoundingClientRect();
    const errorIds = (el.getAttribute('aria-describedby') ?? '').split(/\s+/).filter(Boolean);
    const description = errorIds
      .map((id) => document.getElementById(id))
      .filter((node) => node && isVisible(node))
      .map((node) => collapse(node.textContent))
      .join(' ');
    return {
      name: accessibleName(el),
      text: collapse(el.innerText ?? el.textContent),
      value: 'value' in el && el.localName !== 'button' ? el.value : null,
      checked: 'checked' in el ? el.checked : null,
      open: el.localName === 'details' ? el.open : null,
      disabled: Boolean(el.disabled),
      expanded: el.getAttribute('aria-expanded'),
      current: el.getAttribute('aria-current'),
      invalid: el.getAttribute('aria-invalid'),
      href: el.getAttribute('href'),
      description,
      visible: isVisible(el),
      box: { x: box.x, y: box.y, width: box.width, height: box.height },
    };
  }

  const all = find(query);
  const first = all.find(isVisible) ?? all[0] ?? null;
  if (action === 'describeAll') return all.map(describe);
  if (action === 'describe') return first && describe(first);
  if (action === 'reveal' && first)
    first.scrollIntoView({ block: 'center', inline: 'nearest', behavior: 'instant' });
  return first;
}
