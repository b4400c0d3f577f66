notify { 'x': message => [$facts['nosuch'], $facts['os']['nosuch'], $::nosuchfact] }
