// Component tests (jsdom) wait for the DOM with Testing Library's findBy/waitFor: its 1 s default runs out
// on a loaded two-core CI machine while every unit test file runs at once. The waits still end as soon as
// what they wait for appears; only a real failure takes longer to report.
import { configure } from '@testing-library/dom';

if (typeof document !== 'undefined') configure({ asyncUtilTimeout: 5_000 });
