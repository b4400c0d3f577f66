notify { 'x': message => [Pattern[/a/, Pattern[/b/, /c/], Regexp[/d/]], 'xdx' =~ Pattern[Regexp[/d/]]] }
