// All insight articles.
import { articles1 } from "./articles-1";
import { articles2 } from "./articles-2";
import { articles3 } from "./articles-3";
import { articles4 } from "./articles-4";
import { articles5 } from "./articles-5";
import { articles6 } from "./articles-6";
import { articles7 } from "./articles-7";
import { articles8 } from "./articles-8";

export const articles = [...articles1, ...articles2, ...articles3, ...articles4, ...articles5, ...articles6, ...articles7, ...articles8];
