// The script of a framed page with no script of its own (scripts/static-frames.ts): it starts the app.
import { pageScriptTag, startApp } from "./start-app";

startApp(pageScriptTag());
