File['x'] { mode => }
