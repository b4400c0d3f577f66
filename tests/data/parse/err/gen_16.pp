File['a'] { mode => }
