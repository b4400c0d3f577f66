notify { "x": message => [split("a,b", Regexp[/,/])] }
