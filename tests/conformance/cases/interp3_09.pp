notify { 'q': message => ['it''s', 'back\\slash', 'quote\'s', 'no\nescape', "dq\"inner", "tab\tx", "nl\\n"] }
