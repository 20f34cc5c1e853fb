import { Outlet } from "@remix-run/react";
import * as styles from "./fullscreen.css";

/** Pages that stand alone, such as the return from the signature provider. */
export default function FullscreenLayout() {
  return (
    <main id="main" className={styles.main}>
      <Outlet />
    </main>
  );
}
