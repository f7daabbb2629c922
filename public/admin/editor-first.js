// Loaded before Decap CMS: a collection's entries are shown as cards with their pictures, until the owner
// picks the list view (Decap keeps that choice under this key, as one of its two names for the views; an
// unknown name would show no entries, which the editor walk would catch).
const VIEW_STYLE_KEY = 'decap-cms.entries.viewStyle';
if (!localStorage.getItem(VIEW_STYLE_KEY)) localStorage.setItem(VIEW_STYLE_KEY, 'VIEW_STYLE_GRID');
