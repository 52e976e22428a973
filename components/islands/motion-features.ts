/** framer-motion's layout animations (domMax), in a chunk of their own that the roster island fetches as it wakes. */
export { domMax as default } from 'framer-motion';
