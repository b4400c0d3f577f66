notify { "n": message => Pattern[/a/] }
