// Loaded on the first click of a content image, with the library's styles.
import 'react-medium-image-zoom/dist/styles.css';

export { Controlled } from 'react-medium-image-zoom';
