// Testing Library waits (findBy…, waitFor) give up after 1 s by default; on a loaded machine a lazy
// chunk or a provider answer can take longer. They return as soon as the thing holds, so a longer
// limit costs nothing when the machine is quiet (the browser and e2e helpers use 10 s too).
import { configure } from '@testing-library/react';

configure({ asyncUtilTimeout: 10_000 });
