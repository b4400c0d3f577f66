notify { "x": message => "tab\there" }
