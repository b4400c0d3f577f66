notify { 'x': message => "${sort(['b','B','a','A'])} ${sort(['10','9','1'])} ${[0.5, 2, 1].sort}" }
