notice(String(1.0), String(1e20), String(0.1 + 0.2), 1.0 / 3, 100.0 * 3)
