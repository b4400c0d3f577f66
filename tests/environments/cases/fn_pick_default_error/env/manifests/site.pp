$x = pick_default()
