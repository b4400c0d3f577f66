file { "x": _a => 1 }
