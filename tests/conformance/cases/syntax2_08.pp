notify { "a": message => "unterminated }
