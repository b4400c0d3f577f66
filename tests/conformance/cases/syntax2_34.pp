notify { "x": before => Notify["y"] } notify { "y": before => Notify["x"] }
