notify { 'x': message => "${[/a/, /b/]}" }
