// The catalogue: every picture and video the site ships, keyed by its logical path.
import { placeScenes } from './scenes-places.mjs';
import { kidScenes } from './scenes-kids.mjs';
import { moreScenes, heroVideo, highlightsVideo } from './scenes-more.mjs';

export const VIDEOS = [heroVideo, highlightsVideo].map((v) => ({ ...v, key: `/media/video/${v.name}` }));

const all = { ...placeScenes, ...kidScenes, ...moreScenes };
// each video's poster is its first frame, shipped as an image entry too
for (const v of VIDEOS)
  all[`video/${v.name}-poster`] = { mood: v.mood, draw: v.draw, seed: v.key, video: true };

export const SCENES = Object.entries(all).map(([id, s]) => {
  const [folder, name] = id.split('/');
  return { ...s, folder, name, key: `/media/${folder}/${name}.jpg` };
});
