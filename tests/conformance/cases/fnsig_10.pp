notify { "x": message => [match("ab", Pattern[/x/, /(a)/])] }
