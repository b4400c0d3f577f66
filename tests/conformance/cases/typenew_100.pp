notify { 'x': message => "${Pattern[/a/].new('a')}" }
