notify { 'x': message => ['a\\nb', "a\\nb", "\\\\", 'x\\y', "\\s", "\\$"] }
