// The design tokens and base styles come with the entry, so index.html links them in its head.
import '@homeward/ui/src/tokens.css';
// The async boundary module federation needs before shared modules are used.
import('./bootstrap');
