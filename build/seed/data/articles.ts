// All insight articles, newest first.
import { articles1 } from "./articles-1";

export const articles = [...articles1];
