notify { 'x': message => "${String[1, 1]} ${String[2]} ${'a' =~ String[1, 1]} ${'ab' =~ String[1, 1]}" }
