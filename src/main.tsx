// Bootstrap: render the app.
import { render } from 'preact';
import { App } from './ui/app';
import './ui/app.css';

const root = document.getElementById('app');
if (root) render(<App />, root);
