notify { 'a': message => "unterminated }
