notify { "x": message => [match("ab", Regexp[/b/])] }
