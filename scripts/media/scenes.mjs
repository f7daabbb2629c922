// The catalogue: every picture and video the site ships, keyed by its logical path.
import { placeScenes } from './scenes-places.mjs';

const all = { ...placeScenes };

export const SCENES = Object.entries(all).map(([id, s]) => {
  const [folder, name] = id.split('/');
  return { ...s, folder, name, key: `/media/${folder}/${name}.jpg` };
});

export const VIDEOS = [];
